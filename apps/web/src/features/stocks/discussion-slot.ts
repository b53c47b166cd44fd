import { type ComponentType, createContext } from 'react';

export type StockDiscussionComponent = ComponentType<{ stockCode: string; stockName: string }>;

/**
 * 종목토론 inside the stock detail modal: the posts feature's list, provided by the app (features
 * do not import each other). Without a provider the modal shows no 토론 tab.
 */
export const StockDiscussionContext = createContext<StockDiscussionComponent | null>(null);
