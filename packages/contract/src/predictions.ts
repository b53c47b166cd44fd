// Kept free of zod: the web imports these types, labels, limits and messages at run time. The zod
// schemas of the server routes are in ./prediction-schemas.ts.

/** CONTRACT.md 'Prediction record (예측 기록)': which way the price goes… */
export const predictionDirections = ['UP', 'DOWN'] as const;
export type PredictionDirection = (typeof predictionDirections)[number];
/** …by when. */
export const predictionHorizons = ['1W', '1M', '3M'] as const;
export type PredictionHorizon = (typeof predictionHorizons)[number];
export const predictionStatuses = ['OPEN', 'SETTLED'] as const;
export type PredictionStatus = (typeof predictionStatuses)[number];
export const leaderPeriods = ['month', 'all'] as const;
export type LeaderPeriod = (typeof leaderPeriods)[number];

export const directionLabels = {
  UP: '오른다',
  DOWN: '내린다',
} as const satisfies Record<PredictionDirection, string>;
export const horizonLabels = {
  '1W': '1주',
  '1M': '1개월',
  '3M': '3개월',
} as const satisfies Record<PredictionHorizon, string>;

/** A reason is optional and at most this many characters. */
export const PREDICTION_REASON_MAX = 500;
/** Open predictions a member may have at once. */
export const PREDICTION_OPEN_MAX = 20;
/** Its author may delete a prediction this long after leaving it, never later. */
export const PREDICTION_DELETE_WINDOW_MS = 10 * 60_000;
/** The hit rate is shown from this many settled predictions on. */
export const HIT_RATE_MIN_SETTLED = 5;
/** The leaders and the discussion's badge count members with at least this many settled. */
export const LEADER_MIN_SETTLED = 10;
/** How many members the leaders list answers. */
export const LEADERS_MAX = 20;

/** The Korean messages of the prediction calls. */
export const predictionMessages = {
  stockRequired: '예측할 종목을 골라 주세요.',
  invalidDirection: '방향은 오른다(UP) 또는 내린다(DOWN) 중에서 골라 주세요.',
  invalidHorizon: '기간은 1주(1W), 1개월(1M), 3개월(3M) 중에서 골라 주세요.',
  reasonTooLong: `예측 근거는 ${PREDICTION_REASON_MAX}자까지 쓸 수 있습니다.`,
  duplicateOpen:
    '이 종목에 같은 기간의 진행 중인 예측이 이미 있습니다. 그 예측이 마감된 뒤에 다시 남겨 주세요.',
  tooManyOpen: `진행 중인 예측은 ${PREDICTION_OPEN_MAX}개까지 남길 수 있습니다. 마감된 뒤에 다시 남겨 주세요.`,
  deleteLate: '예측은 남긴 뒤 10분 안에만 삭제할 수 있습니다. 지난 예측은 기록에 남습니다.',
  notAuthor: '내가 남긴 예측만 삭제할 수 있습니다.',
  notFound: '예측을 찾을 수 없습니다.',
  noPrice:
    '지금은 이 종목의 현재가를 알 수 없어 예측을 남길 수 없습니다. 잠시 후 다시 시도해 주세요.',
  invalidStatus: '상태는 OPEN 또는 SETTLED 중에서 골라 주세요.',
  invalidPeriod: '기간은 month 또는 all 중에서 골라 주세요.',
} as const;

/** The member a prediction belongs to. */
interface PredictionAuthor {
  id: number;
  nickname: string | null;
  profileImage: string | null;
}

/** One prediction (POST /api/predictions answers it, the lists page it). */
export interface Prediction {
  id: number;
  user: PredictionAuthor;
  stockCode: string;
  stockName: string;
  direction: PredictionDirection;
  horizon: PredictionHorizon;
  reason: string | null;
  /** The server's current price when it was left. */
  startPrice: number;
  createdAt: string;
  /** createdAt plus the horizon; it settles on the first close at or after this moment. */
  settleAt: string;
  status: PredictionStatus;
  /** The close it settled on (null while open). */
  endPrice: number | null;
  /** (endPrice − startPrice) / startPrice, a fraction (null while open). */
  returnRate: number | null;
  /** True when the price moved the predicted way (null while open). */
  hit: boolean | null;
  /** When it settled (null while open). */
  settledAt: string | null;
}

/** A member's record on the profile: every settled prediction counts. */
export interface PredictionRecord {
  open: number;
  settled: number;
  hits: number;
  /** hits / settled, a fraction; null below HIT_RATE_MIN_SETTLED settled. */
  hitRate: number | null;
  /** The mean returnRate of the settled predictions, a fraction; null with none settled. */
  avgReturn: number | null;
}

/** One row of GET /api/predictions/leaders. */
export interface PredictionLeader {
  user: PredictionAuthor;
  settled: number;
  hits: number;
  hitRate: number;
  avgReturn: number;
}

/** One member's badge in a stock's discussion (GET /api/predictions/badges). */
export interface PredictionBadge {
  userId: number;
  settled: number;
  hitRate: number;
}
