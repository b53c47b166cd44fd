import { ContentBlocks } from './content-blocks';
import type { ContentSection } from './content-model';
import { StaticPageLayout, type StaticPageProps } from './static-page-layout';
import { ContentSectionView, StaticSection } from './static-section';

/** 소개 copy. Long-form page text lives here (exception to the dictionary rule). */
const content = ({ siteName }: StaticPageProps) => ({
  title: '소개',
  subtitle: `자유민주주의의 가치를 지키고 건전한 토론을 나누는 커뮤니티, ${siteName}`,
  intro: {
    id: 'intro',
    heading: '우리는 이런 커뮤니티입니다',
    blocks: [
      {
        kind: 'paragraph',
        text: `${siteName} 커뮤니티는 2025년 4월 1일 문을 열었습니다. 자유민주주의와 대한민국의 안보에 관심을 가진 시민들이 모여 생각을 나누고, 투자와 일상의 이야기까지 자유롭게 이야기하는 온라인 공간입니다.`,
      },
      {
        kind: 'paragraph',
        text: '2025년 7월 25일에는 AI 펀드매니저 기능을 완성하여, 커뮤니티 활동과 국내 주식 정보, 인공지능 도구를 한곳에서 이용할 수 있게 되었습니다. 앞으로도 회원 여러분의 의견을 바탕으로 꾸준히 서비스를 다듬어 가겠습니다.',
      },
    ],
  } satisfies ContentSection,
  values: {
    id: 'values',
    heading: '핵심 가치',
    blocks: [
      {
        kind: 'paragraph',
        text: `${siteName} 커뮤니티가 지향하는 세 가지 가치입니다.`,
      },
    ],
    subsections: [
      {
        heading: '자유민주주의 수호',
        blocks: [
          {
            kind: 'paragraph',
            text: '개인의 자유와 법치, 시장경제를 바탕으로 한 자유민주주의는 대한민국을 지탱하는 근간입니다. 우리는 헌법이 보장하는 자유민주적 기본질서의 가치를 지키고, 그 의미를 더 많은 사람과 나누는 데 힘씁니다.',
          },
        ],
      },
      {
        heading: '안보 의식 고취',
        blocks: [
          {
            kind: 'paragraph',
            text: '평화는 튼튼한 안보 위에서 지켜집니다. 한반도와 국제 안보 정세에 관한 정확한 정보와 깊이 있는 논의를 나누며, 회원 모두가 안보의 중요성을 일상에서 되새길 수 있도록 돕습니다.',
          },
        ],
      },
      {
        heading: '건전한 토론 문화',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              '생각이 다른 사람과도 존중을 바탕으로 대화할 때 공동체는 더 단단해집니다. 비방과 허위 정보 대신 사실과 근거로 토론하는 문화를 만들기 위해 ',
              { kind: 'route', to: '/termsofservice', text: '이용약관' },
              '과 게시물 관리 원칙을 투명하게 운영합니다.',
            ],
          },
        ],
      },
    ],
  } satisfies ContentSection,
  features: {
    id: 'features',
    heading: '제공하는 서비스',
    blocks: [
      {
        kind: 'paragraph',
        text: `${siteName}에서는 다음과 같은 기능을 이용하실 수 있습니다.`,
      },
    ],
    subsections: [
      {
        heading: '게시판',
        blocks: [
          {
            kind: 'definitions',
            items: [
              {
                term: '멸공 게시판',
                description:
                  '안보와 자유민주주의, 시사 현안을 두고 의견을 나누는 대표 게시판입니다.',
              },
              {
                term: '투자 게시판',
                description: '주식과 경제 소식, 투자 경험과 분석을 공유하는 게시판입니다.',
              },
              {
                term: '자유 게시판',
                description: '주제에 얽매이지 않고 일상과 관심사를 편하게 이야기하는 게시판입니다.',
              },
            ],
          },
        ],
      },
      {
        heading: '커뮤니티 기능',
        blocks: [
          {
            kind: 'list',
            items: [
              '게시글 작성: 게시판의 주제에 맞게 글을 쓰고 의견을 공유할 수 있습니다.',
              '스레드형 댓글: 댓글에 답글을 달아 대화의 흐름을 한눈에 따라갈 수 있습니다.',
              '좋아요: 공감하는 게시글과 댓글에 좋아요를 눌러 마음을 표현할 수 있습니다.',
              '저장한 글: 다시 읽고 싶은 게시글을 저장해 두고 언제든 모아 볼 수 있습니다.',
              '검색: 관심 있는 주제의 게시글을 검색으로 빠르게 찾을 수 있습니다.',
            ],
          },
        ],
      },
      {
        heading: '실시간 국내 주식 대시보드',
        blocks: [
          {
            kind: 'paragraph',
            text: '국내 주식 시세와 등락 현황을 실시간으로 확인할 수 있는 대시보드를 제공합니다. 시세 정보는 데이터 제공처의 사정에 따라 지연될 수 있습니다.',
          },
        ],
      },
      {
        heading: '인물 백과',
        blocks: [
          {
            kind: 'paragraph',
            text: '인공지능이 정치인, 기업인 등 공인에 관한 공개된 정보를 정리해 보여 주는 AI 인물 백과입니다. AI가 생성한 내용에는 오류가 있을 수 있으므로 중요한 사실은 원자료를 통해 함께 확인해 주세요.',
          },
        ],
      },
      {
        heading: 'AI 펀드매니저',
        blocks: [
          {
            kind: 'paragraph',
            text: '종목과 시장 동향, 투자 개념 등에 관해 질문하면 인공지능이 관련 정보를 정리해 답변해 드립니다.',
          },
          {
            kind: 'paragraph',
            text: [
              {
                kind: 'strong',
                text: 'AI 펀드매니저의 답변은 참고용 정보일 뿐 투자 권유나 투자 자문이 아닙니다.',
              },
              ' 투자 판단과 그 결과에 대한 책임은 이용자 본인에게 있습니다.',
            ],
          },
        ],
      },
    ],
  } satisfies ContentSection,
  milestones: {
    id: 'milestones',
    heading: '걸어온 길',
    items: [
      {
        dateTime: '2025-04-01',
        date: '2025년 4월 1일',
        title: '서비스 오픈',
        description: `멸공 게시판, 투자 게시판, 자유 게시판을 갖춘 ${siteName} 커뮤니티가 문을 열었습니다.`,
      },
      {
        dateTime: '2025-07-25',
        date: '2025년 7월 25일',
        title: 'AI 펀드매니저 완성',
        description:
          '투자 관련 질문에 인공지능이 정보를 정리해 답변하는 AI 펀드매니저 기능을 완성했습니다.',
      },
    ],
  },
  contact: {
    id: 'contact',
    heading: '함께해 주세요',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          '광고, 제안, 후원 등 궁금한 점이나 전하고 싶은 의견이 있으시면 ',
          { kind: 'route', to: '/contact', text: '문의 페이지' },
          '를 통해 언제든 연락해 주세요. 서비스 이용에 관한 자세한 내용은 ',
          { kind: 'route', to: '/termsofservice', text: '이용약관' },
          '과 ',
          { kind: 'route', to: '/privacy', text: '개인정보처리방침' },
          '에서 확인하실 수 있습니다.',
        ],
      },
    ],
  } satisfies ContentSection,
});

export default function AboutPage(props: StaticPageProps) {
  const { title, subtitle, intro, values, features, milestones, contact } = content(props);

  return (
    <StaticPageLayout title={title} subtitle={subtitle}>
      <ContentSectionView section={intro} />
      <ContentSectionView section={values} />
      <ContentSectionView section={features} />

      <StaticSection id={milestones.id} heading={milestones.heading}>
        <ol className="space-y-6 border-l-2 border-zinc-200 pl-6 dark:border-zinc-800">
          {milestones.items.map((milestone) => (
            <li key={milestone.dateTime} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-2 -left-[1.95rem] size-3 rounded-full border-2 border-white bg-blue-600 dark:border-zinc-950 dark:bg-blue-400"
              />
              <p className="text-sm font-semibold text-blue-700 dark:text-blue-400">
                <time dateTime={milestone.dateTime}>{milestone.date}</time>
              </p>
              <h3 className="text-lg leading-snug font-semibold text-zinc-900 dark:text-zinc-100">
                {milestone.title}
              </h3>
              <p className="mt-1">{milestone.description}</p>
            </li>
          ))}
        </ol>
      </StaticSection>

      <StaticSection id={contact.id} heading={contact.heading}>
        <ContentBlocks blocks={contact.blocks} />
      </StaticSection>
    </StaticPageLayout>
  );
}
