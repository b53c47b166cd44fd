import { Suspense, useState } from 'react';
import { DialogLoading } from '../components/ui/dialog-loading';
import { AiChatScreen, type ChatVariant } from '../features/ai/components/ai-chat-screen';
import { lazyWithPreload } from '../lib/lazy-with-preload';

// The stock detail modal (and Radix's dialog code) downloads when an answer's stock is opened.
const StockDetailModal = lazyWithPreload(() =>
  import('../features/stocks/components/stock-detail-modal').then(
    (module) => module.StockDetailModal,
  ),
);

/** An AI screen with the stock detail modal its answers' quote chips and tables open. */
export function AiChatRoute({ variant }: { variant: ChatVariant }) {
  const [stockCode, setStockCode] = useState<string | null>(null);
  return (
    <>
      <AiChatScreen variant={variant} onOpenStock={setStockCode} />
      {stockCode && (
        <Suspense fallback={<DialogLoading />}>
          <StockDetailModal stockCode={stockCode} onClose={() => setStockCode(null)} />
        </Suspense>
      )}
    </>
  );
}
