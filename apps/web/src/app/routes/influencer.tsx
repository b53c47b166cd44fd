import { AiChatScreen } from '../../features/ai/components/ai-chat-screen';

export default function InfluencerRoute() {
  return <AiChatScreen variant="influencer" />;
}
