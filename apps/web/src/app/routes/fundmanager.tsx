import { AiChatRoute } from '../ai-chat-route';

export default function FundManagerRoute() {
  return <AiChatRoute variant="fundManager" />;
}
