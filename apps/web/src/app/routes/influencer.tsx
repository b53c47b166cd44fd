import { AiChatRoute } from '../ai-chat-route';

export default function InfluencerRoute() {
  return <AiChatRoute variant="influencer" />;
}
