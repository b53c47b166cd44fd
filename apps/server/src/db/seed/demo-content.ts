// Over 400 lines: data, not code (the demo posts and comments of the three built-in boards, in order).

/**
 * Demo content for an empty database: a handful of members talking on the three built-in boards,
 * so that a fresh install shows living feeds. Times are relative to the `now` given to the seeder.
 * Every name is invented; e-mails use the reserved domain example.com and no one has a password.
 */

export type DemoBoardName = 'myeolgong' | 'stock' | 'free';

export interface DemoUser {
  key: string;
  nickname: string;
  email: string;
  /** Days before `now` that the member joined. */
  joinedDaysAgo: number;
  /** Boards the member subscribes to. */
  subscriptions: readonly DemoBoardName[];
}

export const DEMO_USERS = [
  {
    key: 'runner',
    nickname: '새벽러너',
    email: 'runner@example.com',
    joinedDaysAgo: 58,
    subscriptions: ['free', 'stock'],
  },
  {
    key: 'baedang',
    nickname: '배당모으기',
    email: 'baedang@example.com',
    joinedDaysAgo: 55,
    subscriptions: ['stock'],
  },
  {
    key: 'hangang',
    nickname: '한강산책',
    email: 'hangang@example.com',
    joinedDaysAgo: 49,
    subscriptions: ['free', 'myeolgong'],
  },
  {
    key: 'hoguk',
    nickname: '호국청년',
    email: 'hoguk@example.com',
    joinedDaysAgo: 46,
    subscriptions: ['myeolgong', 'free'],
  },
  {
    key: 'latte',
    nickname: '커피는라떼',
    email: 'latte@example.com',
    joinedDaysAgo: 40,
    subscriptions: ['free'],
  },
  {
    key: 'gaemi',
    nickname: '개미투자자',
    email: 'gaemi@example.com',
    joinedDaysAgo: 33,
    subscriptions: ['stock', 'free'],
  },
  {
    key: 'bear',
    nickname: '등산하는곰',
    email: 'bear@example.com',
    joinedDaysAgo: 27,
    subscriptions: ['myeolgong', 'free'],
  },
  {
    key: 'booknight',
    nickname: '책읽는밤',
    email: 'booknight@example.com',
    joinedDaysAgo: 21,
    subscriptions: ['myeolgong', 'free', 'stock'],
  },
] as const satisfies readonly DemoUser[];

export type DemoUserKey = (typeof DEMO_USERS)[number]['key'];

export interface DemoComment {
  by: DemoUserKey;
  /** Minutes after the post, or for a reply after the comment it answers. */
  after: number;
  text: string;
  likedBy?: readonly DemoUserKey[];
  replies?: readonly DemoComment[];
}

interface DemoPostBase {
  board: DemoBoardName;
  by: DemoUserKey;
  title: string;
  content: string;
  /** Hours before `now` that the post was written. */
  hoursAgo: number;
  views: number;
  likedBy: readonly DemoUserKey[];
  comments?: readonly DemoComment[];
}

export type DemoPost = DemoPostBase &
  (
    | { type: 'TEXT' }
    | { type: 'LINK'; url: string; videoUrl?: string }
    | { type: 'IMAGE'; images: readonly [string, ...string[]] }
  );

/** Images served by the web app from apps/web/public/demo/images/. */
const DEMO_IMAGE_DIR = '/demo/images/';
const image = (name: string) => `${DEMO_IMAGE_DIR}${name}.svg`;

/** A YouTube link: the post's url, also its videoUrl so that the player is embedded. */
const youtube = (id: string) => {
  const url = `https://www.youtube.com/watch?v=${id}`;
  return { url, videoUrl: url };
};

const wiki = (title: string) => `https://ko.wikipedia.org/wiki/${encodeURIComponent(title)}`;

/** Paragraphs of a post body. */
const body = (...paragraphs: string[]) => paragraphs.join('\n\n');

export const DEMO_POSTS: readonly DemoPost[] = [
  // ── 멸공 게시판: 안보, 북한 문제, 시민 교육, 국방 소식 ──────────────────────────────
  {
    board: 'myeolgong',
    by: 'hoguk',
    type: 'TEXT',
    title: '동원훈련 2년 차 후기, 생각보다 많이 바뀌었네요',
    content: body(
      '올해도 2박 3일 동원훈련 다녀왔습니다. 작년과 비교해서 달라진 점을 정리해 봅니다.',
      '1. 과학화 훈련장에서 마일즈 장비를 차고 시가지 전투를 했는데, 맞으면 바로 삐 소리가 나니까 다들 진지하게 하더라고요.\n2. 입소 절차가 모바일로 많이 간소화돼서 대기 시간이 확 줄었습니다.\n3. 식사는… 솔직히 작년보다 나았습니다.',
      '예비군이 귀찮다는 얘기 많이 하지만, 막상 가 보면 유사시에 내가 어디로 가서 무엇을 해야 하는지 다시 확인하는 시간이라 의미는 있다고 생각해요. 올해 훈련 가시는 분들 참고하세요.',
    ),
    hoursAgo: 200,
    views: 184,
    likedBy: ['hangang', 'bear', 'booknight', 'runner'],
    comments: [
      {
        by: 'bear',
        after: 45,
        text: '마일즈 장비 저도 해 봤는데 은근 승부욕 생기더라고요 ㅋㅋ',
        likedBy: ['hoguk'],
        replies: [
          {
            by: 'hoguk',
            after: 20,
            text: '맞아요, 처음엔 다들 대충 하다가 한 번 맞고 나면 눈빛이 달라집니다 ㅋㅋ',
          },
        ],
      },
      {
        by: 'runner',
        after: 300,
        text: '훈련 보상비도 조금씩 오르고 있다던데 체감되시나요?',
        replies: [
          {
            by: 'hoguk',
            after: 40,
            text: '조금 오르긴 했는데 교통비 생각하면 아직 아쉽습니다. 그래도 방향은 맞는 것 같아요.',
            likedBy: ['runner'],
            replies: [
              {
                by: 'runner',
                after: 25,
                text: '그렇군요. 올해 첫 동원인데 덕분에 마음의 준비가 됐습니다.',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    board: 'myeolgong',
    by: 'booknight',
    type: 'LINK',
    url: wiki('천안함 피격 사건'),
    title: '천안함 피격 사건, 기록을 다시 읽어 봤습니다',
    content: body(
      '아이와 역사 이야기를 하다가 천안함 이야기가 나와서 위키백과 문서를 다시 찬찬히 읽어 봤습니다.',
      '2010년 3월 26일 백령도 근해에서 우리 해군 초계함이 북한의 어뢰 공격으로 침몰했고, 승조원 104명 중 46명이 돌아오지 못했습니다. 수색과 구조 과정에서 희생된 분들도 계셨고요.',
      '민·군 합동조사단과 여러 나라 전문가가 참여한 조사 과정도 정리되어 있으니, 기억이 흐릿해지신 분들은 한 번 읽어 보시면 좋겠습니다. 잊지 않는 것이 최소한의 도리라고 생각합니다.',
    ),
    hoursAgo: 150,
    views: 231,
    likedBy: ['hoguk', 'hangang', 'bear', 'runner', 'latte'],
    comments: [
      {
        by: 'hoguk',
        after: 60,
        text: '해군에서 복무해서 그런지 이 사건은 남 일 같지 않습니다. 공유 감사합니다.',
        likedBy: ['booknight', 'bear'],
      },
      {
        by: 'hangang',
        after: 240,
        text: '평택 2함대에 전시된 선체를 직접 본 적이 있는데, 사진으로 보는 것과는 완전히 다르더라고요.',
        likedBy: ['booknight'],
        replies: [
          {
            by: 'bear',
            after: 90,
            text: '저도 한번 가 보고 싶네요. 견학하려면 예약이 필요한가요?',
            replies: [
              {
                by: 'hangang',
                after: 30,
                text: '네, 미리 신청하는 게 안전해요. 부대 사정에 따라 달라질 수 있으니 방문 전에 꼭 확인해 보세요.',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    board: 'myeolgong',
    by: 'booknight',
    type: 'TEXT',
    title: '초등학생 아이에게 자유민주주의를 어떻게 설명하면 좋을까요?',
    content: body(
      "초등학교 4학년 아이가 사회 시간에 '민주주의'를 배웠다며 물어보는데, 막상 설명하려니 쉽지 않더라고요.",
      '제가 한 설명은 이 정도였어요.\n- 반장을 선거로 뽑는 것처럼, 나라의 대표도 국민이 투표로 뽑는다.\n- 뽑힌 사람도 마음대로 할 수 없고 헌법과 법을 지켜야 한다.\n- 다른 생각을 말해도 잡혀가지 않는 것, 그게 자유다.',
      "그러다 아이가 '그럼 그렇지 않은 나라도 있어?' 하고 묻길래 북한 이야기까지 하게 됐는데, 겁주지 않으면서 사실대로 알려 주는 게 어렵네요. 다른 부모님들은 어떻게 설명하시는지 궁금합니다.",
    ),
    hoursAgo: 96,
    views: 142,
    likedBy: ['hangang', 'latte', 'hoguk'],
    comments: [
      {
        by: 'latte',
        after: 50,
        text: "반장 선거 비유 좋네요. 저는 '규칙을 다 같이 정하고 다 같이 지키는 것'이라고 설명했어요.",
        likedBy: ['booknight', 'hangang'],
      },
      {
        by: 'hoguk',
        after: 120,
        text: '통일교육원 누리집에 어린이 눈높이에 맞춘 자료가 꽤 있어요. 같이 보시면서 이야기 나눠 보세요.',
        likedBy: ['booknight'],
        replies: [
          {
            by: 'booknight',
            after: 45,
            text: '그런 자료가 있는 줄 몰랐네요. 주말에 아이랑 같이 봐야겠습니다.',
          },
        ],
      },
    ],
  },
  {
    board: 'myeolgong',
    by: 'bear',
    type: 'IMAGE',
    images: [image('dmz-landscape')],
    title: 'DMZ 평화의 길 걷고 왔습니다',
    content: body(
      '지난 주말에 DMZ 평화의 길 코스 다녀왔어요. 사전 신청하고 신분 확인까지 거쳐서 들어가는데, 안내해 주시는 분이 계속 동행하셔서 안전하게 다녀왔습니다.',
      '철책 너머로 보이는 산이 너무 고요해서 오히려 묘한 기분이 들더라고요. 불과 몇 킬로미터 앞이 군사분계선이라는 게 실감이 안 났습니다.',
      '사진 촬영은 허용된 구간에서만 가능하니 가실 분들은 안내를 꼭 따르세요.',
    ),
    hoursAgo: 60,
    views: 167,
    likedBy: ['hoguk', 'hangang', 'booknight', 'runner'],
    comments: [
      {
        by: 'hangang',
        after: 30,
        text: '사진 분위기 좋네요. 신청 경쟁률이 높다던데 운이 좋으셨어요.',
        likedBy: ['bear'],
      },
    ],
  },
  {
    board: 'myeolgong',
    by: 'runner',
    type: 'TEXT',
    title: '미사일 발사 소식이 나올 때마다 드는 생각',
    content: body(
      '아침에 출근하다가 북한이 또 탄도미사일을 쐈다는 속보를 봤습니다. 이제는 너무 익숙해져서 별로 놀라지도 않는 제 자신이 좀 무섭더라고요.',
      "그래도 몇 가지는 꼭 챙기려고 합니다.\n- 합참 발표처럼 공식적으로 확인된 정보 위주로 보기\n- 출처 없는 '곧 전쟁 난다' 식의 글은 퍼 나르지 않기\n- 우리 군과 동맹의 대응을 차분히 지켜보기",
      '막연한 불안보다 정확한 정보가 더 큰 힘이 된다고 생각합니다. 다들 이런 소식을 어떻게 받아들이시나요?',
    ),
    hoursAgo: 20,
    views: 96,
    likedBy: ['hoguk', 'booknight'],
    comments: [
      {
        by: 'hoguk',
        after: 25,
        text: '공감합니다. 익숙해지는 것과 무감각해지는 건 다르다고 생각해요.',
        likedBy: ['runner', 'booknight'],
        replies: [{ by: 'runner', after: 15, text: '맞아요, 그 차이를 잊지 않으려고요.' }],
      },
    ],
  },
  {
    board: 'myeolgong',
    by: 'hoguk',
    type: 'TEXT',
    title: '우리 동네 민방위 대피소 위치, 알고 계신가요?',
    content: body(
      '민방위 교육을 받다가 문득 우리 집 근처 대피소가 어딘지 모른다는 걸 깨달았습니다.',
      "찾아보니 '안전디딤돌' 앱이나 국민재난안전포털에서 주변 대피소를 지도로 확인할 수 있더라고요. 저희 집은 아파트 지하주차장이 지정돼 있었습니다.",
      "가족들과 '무슨 일이 생기면 어디서 만나자' 정도는 정해 두시면 좋을 것 같아요. 대단한 준비는 아니어도 알고 있는 것과 모르는 것은 차이가 크니까요.",
    ),
    hoursAgo: 130,
    views: 88,
    likedBy: ['runner', 'latte'],
    comments: [
      {
        by: 'latte',
        after: 70,
        text: '방금 찾아봤는데 회사 건물 지하가 대피소였네요. 매일 다니면서도 몰랐어요.',
        likedBy: ['hoguk'],
      },
    ],
  },
  {
    board: 'myeolgong',
    by: 'hangang',
    type: 'LINK',
    url: wiki('인천 상륙 작전'),
    title: '인천상륙작전기념관 다녀와서 관련 자료를 찾아봤어요',
    content: body(
      '인천상륙작전기념관에 다녀왔습니다. 전시를 보고 나니 작전 과정이 더 궁금해져서 위키백과 문서를 찾아 읽었는데, 조수 간만의 차 때문에 상륙할 수 있는 날이 며칠 되지 않았다는 부분이 특히 인상 깊었어요.',
      '불리한 조건 속에서 전세를 뒤집은 작전이라 지금도 많이 연구된다고 하네요. 기념관에 아이들 체험 공간도 있어서 가족 나들이로도 괜찮습니다.',
    ),
    hoursAgo: 228,
    views: 121,
    likedBy: ['hoguk', 'booknight', 'bear'],
    comments: [
      {
        by: 'hoguk',
        after: 260,
        text: '조수 간만의 차 이야기는 군에서 교육받을 때도 나왔던 기억이 나네요. 정말 대담한 작전이었죠.',
        replies: [
          {
            by: 'hangang',
            after: 50,
            text: '그러게요. 그 조건에서 결단을 내렸다는 게 대단합니다.',
          },
        ],
      },
    ],
  },
  {
    board: 'myeolgong',
    by: 'hangang',
    type: 'TEXT',
    title: '북한이탈주민 동료와 일하면서 배운 것',
    content: body(
      '회사에 북한에서 온 동료가 한 분 계십니다. 처음에는 어떻게 대해야 할지 몰라 조심스러웠는데, 같이 일한 지 2년쯤 되니 그냥 좋은 동료예요.',
      '가끔 고향 이야기를 해 주는데, 자기 생각을 자유롭게 말하는 게 처음에는 오히려 불안했다는 말이 오래 기억에 남습니다. 우리가 당연하게 여기는 것들이 누군가에게는 목숨을 걸고 얻은 것이라는 생각이 들었어요.',
      '정착하면서 제일 힘든 건 편견이라고 하더라고요. 거창한 도움보다 평범한 이웃으로 대해 주는 게 가장 큰 힘이 된다고 합니다.',
    ),
    hoursAgo: 44,
    views: 153,
    likedBy: ['booknight', 'latte', 'hoguk', 'bear', 'gaemi'],
    comments: [
      {
        by: 'booknight',
        after: 40,
        text: '마지막 문장이 와닿네요. 평범한 이웃으로 대하기.',
        likedBy: ['hangang', 'latte', 'hoguk'],
      },
      {
        by: 'latte',
        after: 150,
        text: '하나원 수료하고 나서도 적응 기간이 꽤 길다고 들었어요. 좋은 동료를 만나셔서 그분도 다행이네요.',
        likedBy: ['hangang'],
      },
    ],
  },
  {
    board: 'myeolgong',
    by: 'bear',
    type: 'TEXT',
    title: '국방비, 병사 처우와 첨단 전력 사이의 균형은?',
    content: body(
      '국방 예산 기사를 읽다 보니 병사 봉급 인상과 첨단 무기 도입 사이에서 예산을 어떻게 나눌지가 계속 쟁점이더라고요.',
      '개인적으로는 둘 다 포기할 수 없다고 봅니다. 병역 자원이 줄어드는 상황이라 복무 여건이 좋아야 우수한 인력이 남을 것이고, 동시에 줄어든 병력을 감시·정찰 자산이나 무인 체계로 보완해야 하니까요.',
      '다만 예산은 한정돼 있으니 우선순위를 정해야 할 텐데, 여러분은 어디에 더 무게를 두시나요? 생각이 다를 수 있는 주제니 편하게 의견 나눠 주세요.',
    ),
    hoursAgo: 8,
    views: 47,
    likedBy: ['hoguk'],
    comments: [
      {
        by: 'hoguk',
        after: 35,
        text: '간부 처우 개선도 같이 봐야 한다고 생각해요. 요즘 초급 간부 지원율이 많이 떨어졌다고 하더라고요.',
        likedBy: ['bear'],
        replies: [
          {
            by: 'bear',
            after: 25,
            text: '맞습니다. 숙련된 인력이 빠져나가면 장비가 좋아도 제대로 운용하기 어렵겠죠.',
          },
        ],
      },
    ],
  },
  {
    board: 'myeolgong',
    by: 'latte',
    type: 'TEXT',
    title: '주말에 국립서울현충원 다녀왔습니다',
    content: body(
      '동작역에서 내려 걸어가면 금방이더라고요. 날이 좋아서 산책하듯 천천히 둘러봤습니다.',
      '묘역 사이를 걷다 보니 스무 살 남짓한 나이에 전사하신 분들이 정말 많아서 마음이 먹먹했어요. 안내소에서 참배 안내도 친절하게 해 주셨습니다.',
      '조용히 다녀오기 좋은 곳이니 가까이 계신 분들은 한 번 들러 보시길 권합니다.',
    ),
    hoursAgo: 175,
    views: 76,
    likedBy: ['hoguk', 'booknight'],
  },

  // ── 투자 게시판: 코스피, 배당, ETF, 실적 (모두 개인 의견) ─────────────────────────────
  {
    board: 'stock',
    by: 'gaemi',
    type: 'TEXT',
    title: '삼성전자 이번 분기 실적, 다들 어떻게 보셨나요?',
    content: body(
      '잠정 실적 발표를 보고 이것저것 찾아봤는데 다른 분들 의견이 궁금해서 글 올립니다.',
      '제가 본 포인트는 이 정도예요.\n- 메모리 가격 흐름이 예상보다 괜찮았고\n- HBM 쪽은 아직 기대와 우려가 섞여 있는 분위기\n- 파운드리 적자 폭이 얼마나 줄어드느냐가 관건',
      '저는 장기로 모아 가는 중이라 분기 실적 하나에 크게 흔들리지 않으려고 합니다. 어디까지나 개인적인 생각이고 투자 권유는 아닙니다. 다들 비중 어떻게 가져가시나요?',
    ),
    hoursAgo: 30,
    views: 312,
    likedBy: ['baedang', 'runner', 'latte', 'booknight', 'bear', 'hangang'],
    comments: [
      {
        by: 'baedang',
        after: 20,
        text: '저는 배당 보고 들고 있어서 실적 발표 때마다 마음이 편한 편이에요 ㅎㅎ 분기배당 꾸준히 나오는 것만으로도 만족합니다.',
        likedBy: ['gaemi', 'latte'],
      },
      {
        by: 'runner',
        after: 60,
        text: 'HBM은 결국 주요 고객사 인증 소식이 나와야 분위기가 바뀔 것 같아요.',
        likedBy: ['gaemi', 'bear', 'latte'],
        replies: [
          {
            by: 'bear',
            after: 30,
            text: '동의합니다. 그 전까지는 박스권일 거라고 보는 사람이 많더라고요.',
          },
        ],
      },
      {
        by: 'latte',
        after: 200,
        text: '주린이 질문인데, 잠정 실적이랑 확정 실적은 많이 다른가요?',
        replies: [
          {
            by: 'gaemi',
            after: 20,
            text: '보통 큰 차이는 없고, 확정 실적 때 사업부별 숫자가 자세히 나와요. 잠정 때는 매출이랑 영업이익 정도만 나옵니다.',
            likedBy: ['latte'],
            replies: [
              {
                by: 'latte',
                after: 10,
                text: '아하, 그래서 다들 확정 실적 때 또 분석하는 거군요. 감사합니다!',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    board: 'stock',
    by: 'baedang',
    type: 'IMAGE',
    images: [image('dividend-monthly'), image('portfolio-pie')],
    title: '월배당 포트폴리오 1년 운영 후기 (차트 있어요)',
    content: body(
      '작년 이맘때부터 매달 배당이 들어오도록 포트폴리오를 짜서 운영해 봤습니다.',
      '첫 번째 차트는 월별 세후 배당금, 두 번째는 현재 자산 비중이에요. 국내 고배당주, 리츠, 배당 ETF를 섞었고 배당금은 전부 재투자했습니다.',
      '느낀 점\n- 매달 작게라도 현금이 들어오니 하락장에서도 멘탈 관리가 확실히 쉽습니다.\n- 배당만 보고 고르면 주가가 빠지는 종목도 있어서 총수익률을 같이 봐야 해요.\n- 배당소득세 15.4%는 생각보다 체감이 큽니다. ISA나 연금 계좌 활용을 추천드려요.',
      '어디까지나 제 경우일 뿐이니 참고만 해 주세요.',
    ),
    hoursAgo: 110,
    views: 276,
    likedBy: ['gaemi', 'runner', 'latte', 'booknight', 'hoguk', 'bear', 'hangang'],
    comments: [
      {
        by: 'gaemi',
        after: 40,
        text: '차트 깔끔하네요! 리츠 비중이 생각보다 높으시네요.',
        likedBy: ['baedang'],
        replies: [
          {
            by: 'baedang',
            after: 30,
            text: '금리가 내려가면 리츠가 좀 살아나지 않을까 해서 비중을 조금 늘렸어요. 물론 틀릴 수도 있고요 ㅎㅎ',
          },
        ],
      },
      {
        by: 'latte',
        after: 180,
        text: '배당소득세 얘기 공감합니다. ISA 만들고 나서야 절세 효과를 실감했어요.',
        likedBy: ['baedang', 'gaemi'],
      },
    ],
  },
  {
    board: 'stock',
    by: 'latte',
    type: 'TEXT',
    title: '사회초년생 첫 ETF, 코스피200이냐 S&P500이냐 고민입니다',
    content: body(
      '취업하고 처음으로 매달 30만 원씩 적립식 투자를 해 보려고 합니다.',
      '후보는 두 가지예요.\n1. 코스피200 추종 ETF: 익숙한 기업들이라 마음이 편함\n2. S&P500 추종 ETF: 장기 수익률이 좋았다고 들음, 대신 환율 영향이 있음',
      '반반 나눠서 사는 것도 생각 중인데, 먼저 시작해 보신 분들 경험담을 듣고 싶습니다. 연금저축 계좌에서 살지 일반 계좌에서 살지도 아직 못 정했어요.',
    ),
    hoursAgo: 70,
    views: 205,
    likedBy: ['baedang', 'gaemi', 'runner'],
    comments: [
      {
        by: 'baedang',
        after: 30,
        text: '장기 적립이면 연금저축 계좌부터 채우시는 걸 추천해요. 세액공제가 꽤 쏠쏠합니다.',
        likedBy: ['latte', 'runner'],
        replies: [
          {
            by: 'latte',
            after: 20,
            text: '세액공제 생각을 못 했네요. 연말정산 때 돌려받는 거죠?',
            replies: [
              {
                by: 'baedang',
                after: 15,
                text: '네, 납입액 기준으로 공제돼요. 다만 중도에 인출하면 불이익이 있으니 그 부분만 주의하세요.',
                likedBy: ['latte'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    board: 'stock',
    by: 'runner',
    type: 'LINK',
    url: wiki('상장지수펀드'),
    title: 'ETF 공부 시작하시는 분들께 기본 개념 문서 공유합니다',
    content: body(
      'ETF 질문이 자주 올라와서 위키백과 문서를 공유합니다. 상장지수펀드의 구조, 추적오차, 합성 ETF와 실물 ETF의 차이 같은 기본 개념이 잘 정리돼 있어요.',
      '처음에는 총보수만 보고 고르기 쉬운데, 거래량과 괴리율도 같이 확인하시는 걸 추천드립니다. 레버리지·인버스 상품은 구조를 충분히 이해한 다음에 접근하세요.',
    ),
    hoursAgo: 190,
    views: 98,
    likedBy: ['latte', 'gaemi'],
    comments: [
      {
        by: 'latte',
        after: 300,
        text: '괴리율은 처음 들어 봐요. 찾아보겠습니다, 감사해요!',
        likedBy: ['runner'],
        replies: [
          {
            by: 'runner',
            after: 40,
            text: 'ETF 가격과 실제 순자산가치(NAV)의 차이라고 보시면 돼요. 거래가 적은 상품일수록 벌어지기 쉬워요.',
          },
        ],
      },
    ],
  },
  {
    board: 'stock',
    by: 'gaemi',
    type: 'TEXT',
    title: '코스피 박스권, 올해는 벗어날 수 있을까요',
    content: body(
      '몇 년째 코스피가 비슷한 구간을 오가는 느낌입니다. 밸류업 이야기도 나오고 외국인 수급도 들어온다는데 체감은 글쎄요.',
      '개인적으로는 기업들이 주주환원을 꾸준히 늘리는 게 확인돼야 재평가가 가능하다고 봅니다. 자사주 소각이나 배당 확대가 일회성으로 끝나지 않는지 지켜보는 중이에요.',
      '다들 올해 코스피를 어떻게 보시는지 편하게 이야기해 봐요. 맞히기 게임이 아니라 생각 나누기로요 ㅎㅎ',
    ),
    hoursAgo: 5,
    views: 64,
    likedBy: ['runner', 'baedang'],
    comments: [
      {
        by: 'baedang',
        after: 25,
        text: '주주환원의 꾸준함이 핵심이라는 데 한 표요. 배당 정책을 미리 공시하는 기업이 늘어난 건 좋은 신호 같아요.',
        likedBy: ['gaemi'],
      },
    ],
  },
  {
    board: 'stock',
    by: 'gaemi',
    type: 'IMAGE',
    images: [image('kospi-week')],
    title: '이번 주 코스피 흐름 한 장으로 정리',
    content: body(
      '이번 주 일별 등락률을 그래프로 정리해 봤습니다. 초반에 밀렸다가 수요일부터 외국인 매수가 들어오면서 회복하는 모습이었어요.',
      '다음 주에 미국 지표 발표가 있으니 초반 변동성은 조금 있을 것 같습니다. 그래프는 제가 직접 그린 거라 참고용으로만 봐 주세요.',
    ),
    hoursAgo: 14,
    views: 143,
    likedBy: ['baedang', 'latte', 'runner', 'bear'],
    comments: [
      {
        by: 'latte',
        after: 20,
        text: '한눈에 보기 좋네요. 매주 올려 주시면 좋겠어요!',
        likedBy: ['gaemi', 'bear'],
        replies: [
          { by: 'gaemi', after: 10, text: '반응 좋으면 주간 정리로 계속 올려 볼게요 ㅎㅎ' },
        ],
      },
    ],
  },
  {
    board: 'stock',
    by: 'latte',
    type: 'TEXT',
    title: 'ISA 만기 자금, 연금저축으로 옮기는 게 나을까요?',
    content: body(
      '3년 전에 만든 ISA가 곧 만기입니다. 만기 자금을 60일 안에 연금 계좌로 옮기면 추가 세액공제를 받을 수 있다고 들었어요.',
      '당장 쓸 계획이 없는 돈이라 옮길까 하는데, 연금 계좌는 55세 전에 꺼내기 어렵다는 게 조금 걸립니다. 비슷한 고민 해 보신 분들 계신가요?',
    ),
    hoursAgo: 140,
    views: 117,
    likedBy: ['baedang'],
    comments: [
      {
        by: 'baedang',
        after: 60,
        text: '저는 일부만 옮기고 나머지는 ISA를 새로 만들어서 다시 굴렸어요. 유동성을 조금 남겨 두니 마음이 편하더라고요.',
        likedBy: ['latte'],
      },
    ],
  },
  {
    board: 'stock',
    by: 'baedang',
    type: 'TEXT',
    title: '배당락일 직전에 사면 무조건 이득일까? 제 경험담',
    content: body(
      '예전에 배당만 받고 팔면 되겠다 싶어서 배당 기준일 직전에 샀던 적이 있어요.',
      '결과는… 배당락일에 주가가 배당금만큼, 아니 그보다 더 빠졌고 배당소득세까지 떼고 나니 오히려 손해였습니다 ㅠㅠ',
      '이론적으로 배당락일에는 배당만큼 주가가 조정되니 공짜 점심은 없다는 걸 몸으로 배웠네요. 배당주는 역시 길게 보고 모아 가는 게 맞는 것 같습니다.',
    ),
    hoursAgo: 84,
    views: 188,
    likedBy: ['gaemi', 'latte', 'runner'],
    comments: [
      {
        by: 'gaemi',
        after: 45,
        text: '저도 똑같은 경험 있어요 ㅋㅋ 배당 받고 나니 주가는 더 빠져 있더라는…',
        likedBy: ['baedang'],
      },
      {
        by: 'runner',
        after: 130,
        text: '요즘은 배당액을 먼저 확정하고 기준일을 나중에 정하는 회사도 늘었다고 하던데, 그것도 참고하면 좋겠네요.',
        likedBy: ['baedang', 'gaemi'],
      },
    ],
  },
  {
    board: 'stock',
    by: 'hoguk',
    type: 'LINK',
    url: 'https://dart.fss.or.kr/',
    title: '공시는 DART에서 직접 확인하는 습관을 들이세요',
    content: body(
      "커뮤니티나 단톡방에 도는 '호재 소식'만 보고 샀다가 낭패 본 적이 있어서, 요즘은 무조건 전자공시시스템에서 원문을 확인합니다.",
      "사업보고서, 분기보고서, 주요사항보고서까지 다 무료로 볼 수 있어요. 처음엔 양이 많아 보이지만 '사업의 내용'과 '재무에 관한 사항'만 읽어도 회사가 뭘로 돈을 버는지 감이 옵니다.",
    ),
    hoursAgo: 215,
    views: 72,
    likedBy: ['gaemi', 'baedang'],
    comments: [
      {
        by: 'gaemi',
        after: 90,
        text: '이거 정말 중요하죠. 소문 하나에 급등했다가 다음 날 해명 공시가 나오는 경우를 많이 봤어요.',
        likedBy: ['hoguk'],
      },
    ],
  },
  {
    board: 'stock',
    by: 'runner',
    type: 'TEXT',
    title: '물타기, 어디서 멈추시나요?',
    content: body(
      '들고 있는 종목이 20% 넘게 빠져서 추가 매수를 할지 고민 중입니다.',
      '예전에는 떨어질 때마다 물을 탔다가 비중이 너무 커져서 고생한 적이 있어요. 그래서 이번에는 나름의 기준을 세워 보려고 합니다.\n- 처음 샀던 이유가 아직 유효한가?\n- 한 종목 비중이 전체의 20%를 넘지 않는가?\n- 추가 매수 간격은 최소 한 달',
      '다른 분들은 어떤 기준으로 물타기를 하시는지, 아니면 손절 기준을 따로 두시는지 궁금합니다.',
    ),
    hoursAgo: 52,
    views: 134,
    likedBy: ['gaemi', 'latte'],
    comments: [
      {
        by: 'gaemi',
        after: 30,
        text: '처음 산 이유가 유효한가, 이게 제일 중요한 것 같아요. 이유가 사라졌으면 물타기가 아니라 정리가 맞다고 봐요.',
        likedBy: ['runner', 'baedang', 'latte'],
        replies: [
          { by: 'runner', after: 20, text: '뼈 때리는 말씀이네요… 다시 한번 점검해 보겠습니다.' },
        ],
      },
    ],
  },

  // ── 자유 게시판: 일상, 음식, 취미 ───────────────────────────────────────────────
  {
    board: 'free',
    by: 'latte',
    type: 'TEXT',
    title: '회사 근처에서 칼국수 맛집 찾았어요',
    content: body(
      '점심에 동료 따라 처음 가 본 집인데 바지락이 정말 듬뿍 들어 있더라고요. 국물이 시원해서 해장용으로도 딱이었습니다.',
      '겉절이를 매일 아침 새로 무치신다는데 그래서인지 아삭아삭하고, 보리밥도 조금씩 주셔서 비벼 먹었어요. 이번 주에만 두 번 갔네요 ㅎㅎ',
      '다들 회사 근처에 하나씩 있는 최애 점심 메뉴 있으신가요?',
    ),
    hoursAgo: 3,
    views: 38,
    likedBy: ['runner', 'bear'],
    comments: [
      {
        by: 'bear',
        after: 15,
        text: '바지락 칼국수에 겉절이 조합은 못 참죠… 저는 회사 앞 순댓국집이 최애예요.',
        likedBy: ['latte'],
        replies: [{ by: 'latte', after: 10, text: '순댓국도 좋죠! 비 오는 날이면 생각나요.' }],
      },
    ],
  },
  {
    board: 'free',
    by: 'hangang',
    type: 'IMAGE',
    images: [image('hangang-sunset')],
    title: '어제 한강 노을 진짜 예뻤어요',
    content: body(
      '퇴근하고 자전거 타러 나갔다가 노을이 너무 예뻐서 한참을 앉아 있었어요. 하늘이 주황색에서 보라색으로 바뀌는 게 정말 순식간이더라고요.',
      '실제로 본 것의 반도 못 담았지만 그래도 공유합니다. 요즘 같은 날씨에 한강 산책 강추예요.',
    ),
    hoursAgo: 26,
    views: 221,
    likedBy: ['latte', 'bear', 'booknight', 'runner', 'gaemi', 'hoguk'],
    comments: [
      {
        by: 'latte',
        after: 30,
        text: '와 색감 너무 좋아요. 이런 날은 돗자리 들고 나가야 하는데!',
        likedBy: ['hangang'],
      },
      {
        by: 'bear',
        after: 90,
        text: '반포 쪽인가요? 다리 모양이 익숙하네요.',
        replies: [
          {
            by: 'hangang',
            after: 20,
            text: '네 맞아요, 반포 근처예요. 해 질 무렵 30분 정도가 제일 예뻐요.',
            likedBy: ['bear'],
          },
        ],
      },
    ],
  },
  {
    board: 'free',
    by: 'gaemi',
    type: 'LINK',
    ...youtube('9bZkp7q19f0'),
    title: '오랜만에 강남스타일 뮤비 다시 봤는데 아직도 신나네요',
    content: body(
      '알고리즘이 갑자기 추천해 줘서 오랜만에 봤습니다. 벌써 10년도 더 된 노래인데 지금 봐도 장면 하나하나가 웃기고 신나네요.',
      '그때 전 세계가 말춤 추던 거 생각하면 케이팝 열풍의 시작점 같은 느낌도 들고요. 출근 전에 한 번 보시면 기분 좋아질 거예요 ㅎㅎ',
    ),
    hoursAgo: 100,
    views: 158,
    likedBy: ['latte', 'runner', 'hangang'],
    comments: [
      {
        by: 'latte',
        after: 40,
        text: '엘리베이터 장면은 언제 봐도 웃겨요 ㅋㅋㅋ',
        likedBy: ['gaemi', 'runner'],
      },
    ],
  },
  {
    board: 'free',
    by: 'booknight',
    type: 'TEXT',
    title: '요즘 자기 전에 조금씩 읽는 책 이야기',
    content: body(
      '올해 목표가 대하소설 한 질 완독이라 「토지」를 읽고 있어요. 지금 3권째인데 등장인물이 워낙 많아서 인물 관계도를 옆에 펴 놓고 읽습니다.',
      '하루에 30분씩만 읽자고 정했더니 부담이 없어서 꽤 오래 이어지고 있네요. 휴대폰 대신 책을 들고 자니까 잠도 더 잘 오는 것 같고요.',
      '요즘 읽고 계신 책 있으면 추천해 주세요. 장르 상관없이 다 좋아합니다.',
    ),
    hoursAgo: 160,
    views: 91,
    likedBy: ['hangang', 'latte'],
    comments: [
      {
        by: 'hangang',
        after: 120,
        text: '토지 완독하시면 진짜 뿌듯하실 거예요. 저는 중간에 멈췄는데 다시 도전해 볼까 봐요.',
        likedBy: ['booknight'],
        replies: [
          {
            by: 'booknight',
            after: 60,
            text: '같이 읽어요! 한 권씩 읽고 여기에 후기 남기는 것도 재밌을 것 같아요.',
          },
        ],
      },
    ],
  },
  {
    board: 'free',
    by: 'bear',
    type: 'IMAGE',
    images: [image('bukhansan')],
    title: '주말에 북한산 백운대 다녀왔습니다',
    content: body(
      '새벽 6시에 출발해서 백운대 정상까지 다녀왔어요. 마지막 구간은 바위를 타야 해서 힘들었지만 정상에서 보는 풍경이 다 보상해 주더라고요.',
      '구름이 산 아래로 깔려 있어서 사진으로는 잘 안 담기는데 실제로는 훨씬 멋있었습니다.',
      '가실 분들은 장갑 꼭 챙기시고, 주말엔 정상 부근이 많이 붐비니 일찍 출발하시는 걸 추천해요.',
    ),
    hoursAgo: 38,
    views: 176,
    likedBy: ['runner', 'hangang', 'hoguk', 'latte'],
    comments: [
      {
        by: 'runner',
        after: 50,
        text: '백운대 일출 산행이 로망인데… 초보도 갈 만한가요?',
        likedBy: ['bear'],
        replies: [
          {
            by: 'bear',
            after: 30,
            text: '천천히 가시면 충분해요. 다만 마지막 암릉 구간은 쇠줄 잡고 조심히 올라가셔야 해요.',
            likedBy: ['runner'],
            replies: [
              { by: 'runner', after: 20, text: '장갑 필수군요. 다음 달에 도전해 보겠습니다!' },
            ],
          },
        ],
      },
    ],
  },
  {
    board: 'free',
    by: 'runner',
    type: 'TEXT',
    title: '러닝 입문 3개월 차, 무릎 보호 팁 있을까요?',
    content: body(
      '퇴근 후에 5km씩 주 3회 뛰고 있습니다. 처음엔 1km도 힘들었는데 이제 30분은 쉬지 않고 뛸 수 있게 됐어요.',
      '그런데 요즘 뛰고 나면 무릎 바깥쪽이 조금 뻐근합니다. 러닝화를 바꿔야 하는지, 스트레칭이 부족한 건지 모르겠어요. 오래 뛰신 분들 노하우 있으면 공유 부탁드려요!',
    ),
    hoursAgo: 12,
    views: 67,
    likedBy: ['bear', 'hangang'],
    comments: [
      {
        by: 'bear',
        after: 40,
        text: '무릎 바깥쪽이면 허벅지 바깥쪽 근육이 뭉쳐서 그럴 수도 있어요. 폼롤러로 풀어 주면 도움이 많이 되더라고요. 통증이 계속되면 병원에 한번 가 보시고요.',
        likedBy: ['runner', 'hangang'],
        replies: [{ by: 'runner', after: 15, text: '폼롤러 하나 사야겠네요. 감사합니다!' }],
      },
    ],
  },
  {
    board: 'free',
    by: 'hoguk',
    type: 'TEXT',
    title: '자취 5년 차의 반찬 돌려막기 메뉴 공유합니다',
    content: body(
      '주말에 한 번 장 봐서 일주일 버티는 루틴이 자리 잡혀서 공유해 봐요.',
      '- 일요일: 제육볶음 넉넉하게 해서 두 끼\n- 월·화: 계란말이랑 어묵볶음\n- 수요일: 남은 채소 다 넣은 된장찌개\n- 목·금: 냉동 만두나 김치볶음밥으로 마무리',
      '핵심은 양파, 대파, 계란이 떨어지지 않게 사 두는 거예요. 다른 자취생분들 필살 메뉴도 알려 주세요!',
    ),
    hoursAgo: 120,
    views: 109,
    likedBy: ['latte', 'booknight', 'gaemi'],
    comments: [
      {
        by: 'latte',
        after: 60,
        text: '남은 채소 된장찌개는 자취생 국룰이죠 ㅋㅋ',
        likedBy: ['hoguk', 'booknight'],
      },
      {
        by: 'gaemi',
        after: 200,
        text: '저는 일요일에 카레 한 솥 끓여서 버팁니다. 3일째부터는 좀 힘들지만요…',
        replies: [
          {
            by: 'hoguk',
            after: 45,
            text: '카레는 마지막 날 우동 면 넣어서 카레우동 하면 또 새로워요 ㅎㅎ',
            likedBy: ['gaemi'],
            replies: [{ by: 'gaemi', after: 10, text: '오 그거 좋네요. 이번 주에 해 봐야겠어요.' }],
          },
        ],
      },
    ],
  },
  {
    board: 'free',
    by: 'latte',
    type: 'IMAGE',
    images: [image('kimbap')],
    title: '주말에 처음으로 김밥 말아 봤어요',
    content: body(
      '소풍 가는 날 엄마가 싸 주던 김밥이 생각나서 처음으로 직접 말아 봤습니다. 단무지, 시금치, 당근, 계란, 햄, 우엉까지 재료 준비하는 데만 한 시간 넘게 걸렸네요.',
      '처음 두 줄은 옆구리가 다 터졌는데 세 번째부터는 그럴듯하게 나왔어요 ㅎㅎ 밥에 참기름이랑 소금 간을 넉넉히 하는 게 포인트인 것 같습니다.',
    ),
    hoursAgo: 66,
    views: 149,
    likedBy: ['hoguk', 'hangang', 'bear', 'booknight', 'gaemi'],
    comments: [
      {
        by: 'hangang',
        after: 25,
        text: '단면 너무 예쁘게 나왔는데요? 처음이라니 믿기지 않아요.',
        likedBy: ['latte'],
      },
    ],
  },
  {
    board: 'free',
    by: 'booknight',
    type: 'LINK',
    ...youtube('jNQXAC9IVRw'),
    title: '유튜브에 처음 올라온 영상이 19초짜리 동물원 영상이래요',
    content: body(
      '아이랑 유튜브 이야기를 하다가 알게 됐어요. 2005년에 공동 창업자 중 한 명이 동물원 코끼리 앞에서 찍은 19초짜리 영상이 첫 영상이라고 하네요.',
      '지금은 하루에도 엄청난 양의 영상이 올라오는데, 시작은 이렇게 소박했다는 게 재밌습니다.',
    ),
    hoursAgo: 182,
    views: 84,
    likedBy: ['runner', 'gaemi'],
    comments: [
      {
        by: 'runner',
        after: 60,
        text: '코끼리 코가 길다는 얘기만 하고 끝나는 게 포인트죠 ㅋㅋ',
        likedBy: ['booknight', 'gaemi'],
      },
    ],
  },
  {
    board: 'free',
    by: 'gaemi',
    type: 'TEXT',
    title: '고양이 입양 한 달 차, 밤마다 우다다 하는 건 정상인가요?',
    content: body(
      '보호소에서 두 살 된 고양이를 입양한 지 한 달 됐습니다. 낮에는 얌전히 자다가 새벽 두세 시만 되면 온 집 안을 뛰어다녀요 ㅋㅋ',
      '낮에 놀아 주는 시간을 늘리면 좀 나아진다던데, 퇴근하고 사냥놀이 20분 정도면 충분할까요? 선배 집사님들 조언 부탁드립니다.',
    ),
    hoursAgo: 1.5,
    views: 21,
    likedBy: ['latte'],
    comments: [
      {
        by: 'latte',
        after: 20,
        text: '우다다는 정상이에요 ㅋㅋ 자기 전에 사냥놀이 하고 바로 밥 주면 푹 자는 경우가 많대요.',
        likedBy: ['gaemi'],
        replies: [
          { by: 'gaemi', after: 15, text: '오늘 바로 해 볼게요. 제발 통했으면 좋겠네요 ㅠㅠ' },
        ],
      },
      { by: 'booknight', after: 45, text: '입양 축하드려요! 사진도 올려 주세요 ㅎㅎ' },
    ],
  },
];

/** Every comment of a post, replies included. */
export function countComments(comments: readonly DemoComment[] = []): number {
  return comments.reduce((n, c) => n + 1 + countComments(c.replies), 0);
}
