import type { AnyTool } from '../engine/agent-run';
import { createFindStockTool } from './find-stock';
import { createLookupMemberTool } from './lookup-member';
import { createPersonTool } from './person-tool';
import { createSearchSiteTool } from './search-site';
import { createSectorTool } from './sector-tool';
import { createStockDiscussionTool } from './stock-discussion';
import { createStockHistoryTool } from './stock-history';
import { createStockIndicatorsTool } from './stock-indicators';
import { createStockQuoteTool } from './stock-quote';
import { createStockValuationTool } from './stock-valuation';
import type { ToolboxDeps } from './tool-kit';

export type { ToolboxDeps } from './tool-kit';

/**
 * Every tool of the agent, bound to this server's data: one file per tool (its name, parameters
 * and output), put together here. Both engines use the same tools.
 */
export function createToolbox(deps: ToolboxDeps) {
  const searchSite = createSearchSiteTool(deps);
  const lookupMember = createLookupMemberTool(deps);
  const findStock = createFindStockTool(deps);
  const stockQuote = createStockQuoteTool(deps);
  const stockHistory = createStockHistoryTool(deps);
  const stockIndicators = createStockIndicatorsTool(deps);
  const stockValuation = createStockValuationTool(deps);
  const stockDiscussion = createStockDiscussionTool(deps);
  const person = createPersonTool({ repo: deps.repo, stocks: deps.stocks });
  const lookupPerson = person.tool;
  const sectorStocks = createSectorTool(deps.stocks);

  // Both screens reach the same data (knowledge base, site search, market data); the order
  // tells the model which tools its screen leans on.
  const influencer: AnyTool[] = [lookupPerson, lookupMember, searchSite, findStock, stockQuote];
  const fundManager: AnyTool[] = [
    sectorStocks,
    findStock,
    stockQuote,
    stockIndicators,
    stockValuation,
    stockHistory,
    stockDiscussion,
    searchSite,
    lookupPerson,
  ];

  return {
    searchSite,
    lookupPerson,
    /** Forget the cached index of names (the knowledge base changed). */
    forgetPeople: person.invalidate,
    lookupMember,
    sectorStocks,
    findStock,
    stockQuote,
    stockHistory,
    stockIndicators,
    stockValuation,
    stockDiscussion,
    /** The tools each screen's agent may call. */
    sets: { influencer, fundManager },
  };
}

export type Toolbox = ReturnType<typeof createToolbox>;
