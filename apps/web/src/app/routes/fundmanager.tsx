import { AiChatScreen } from '../../features/ai/components/ai-chat-screen';

export default function FundManagerRoute() {
  return <AiChatScreen variant="fundManager" />;
}
