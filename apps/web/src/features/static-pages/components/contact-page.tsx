import { ContentBlocks } from './content-blocks';
import type { ContentBlock } from './content-model';
import { StaticPageLayout, type StaticPageProps } from './static-page-layout';
import { StaticSection, StaticSubsection } from './static-section';

/** `mailto:` address with a pre-filled subject such as “[멸공] 문의”. */
const mailtoHref = (contactEmail: string, subject: string) =>
  `mailto:${contactEmail}?subject=${encodeURIComponent(subject)}`;

/** 문의 copy. Long-form page text lives here (exception to the dictionary rule). */
const content = ({ siteName, contactEmail }: StaticPageProps) => ({
  title: '문의',
  subtitle: `${siteName}에 관한 광고, 제안, 후원, 관리자 문의를 이메일로 받고 있습니다.`,
  primary: {
    id: 'contact-email',
    heading: '이메일 문의',
    description:
      '아래 주소로 메일을 보내 주시면 담당자가 확인한 뒤 회신해 드립니다. 버튼을 누르면 제목이 입력된 메일 작성 화면이 열리며, 제목에 문의 유형을 함께 적어 주시면 더 빠르게 처리할 수 있습니다.',
    addressLabel: '문의 이메일',
    address: contactEmail,
    action: { label: '이메일로 문의하기', href: mailtoHref(contactEmail, `[${siteName}] 문의`) },
    responseTime: '문의는 영업일 기준 2~3일 이내에 답변해 드립니다.',
  },
  categoriesHeading: '문의 유형',
  categoriesIntro: '문의 유형에 맞게 아래 내용을 함께 보내 주시면 확인과 답변이 빨라집니다.',
  categories: [
    {
      heading: '광고 문의',
      description: `${siteName}에 배너 광고나 제휴 콘텐츠를 게재하는 일에 관한 문의입니다.`,
      include:
        '회사 또는 단체명, 담당자 성함과 연락처, 광고하려는 상품이나 서비스, 희망 게재 기간과 예산을 적어 주세요.',
    },
    {
      heading: '제안',
      description:
        '새로운 기능이나 게시판에 대한 아이디어, 불편한 점, 오류 제보 등 서비스를 더 좋게 만들기 위한 모든 의견을 환영합니다.',
      include:
        '제안하시는 내용과 그 배경을 적어 주시고, 오류 제보라면 문제가 발생한 화면의 주소(URL), 발생 일시, 사용 중인 기기와 브라우저를 함께 알려 주세요.',
    },
    {
      heading: '후원',
      description: `${siteName}의 안정적인 운영을 응원하는 후원에 관한 문의입니다. 후원 방법과 절차는 회신 메일로 자세히 안내해 드립니다.`,
      include: '후원하시는 분의 성함 또는 단체명, 연락처, 희망하는 후원 방식을 적어 주세요.',
    },
    {
      heading: '관리자 문의',
      description:
        '게시물 삭제 요청, 명예훼손·저작권 등 권리 침해 신고, 게시물 삭제·이동이나 이용 제한 조치에 대한 이의 제기, 계정과 개인정보에 관한 문의입니다.',
      include:
        '해당 게시물의 주소(URL)와 요청 사유를 적어 주세요. 권리 침해 신고는 권리자임을 확인할 수 있는 자료를, 계정 관련 문의는 가입할 때 사용한 이메일 주소를 함께 보내 주세요.',
    },
  ],
  notes: {
    id: 'notes',
    heading: '안내 사항',
    blocks: [
      {
        kind: 'list',
        items: [
          '답변은 영업일 기준 2~3일 이내에 보내 드리며, 주말과 공휴일에 접수된 문의는 다음 영업일부터 차례로 처리합니다.',
          '문의 내용에 따라 사실 확인이 필요한 경우 답변이 늦어질 수 있으며, 이때에는 진행 상황을 먼저 알려 드립니다.',
          '회신 메일이 보이지 않으면 스팸 메일함을 확인해 주세요.',
          [
            '문의하면서 보내 주신 개인정보는 문의 처리 목적으로만 이용하며, 자세한 내용은 ',
            { kind: 'route', to: '/privacy', text: '개인정보처리방침' },
            '에서 확인하실 수 있습니다.',
          ],
          [
            '게시물 작성 기준과 이용 제한에 관한 사항은 ',
            { kind: 'route', to: '/termsofservice', text: '이용약관' },
            '을 참고해 주세요.',
          ],
        ],
      },
    ] satisfies readonly ContentBlock[],
  },
});

const buttonClassName =
  'inline-flex items-center justify-center rounded-lg bg-blue-700 px-4 py-2.5 text-sm font-semibold ' +
  'text-white shadow-sm transition-colors hover:bg-blue-800 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-zinc-950 ' +
  'dark:hover:bg-blue-400';

const secondaryLinkClassName =
  'font-medium text-blue-700 underline decoration-blue-700/30 underline-offset-4 hover:text-blue-900 ' +
  'dark:text-blue-400 dark:decoration-blue-400/40 dark:hover:text-blue-300';

export default function ContactPage(props: StaticPageProps) {
  const { siteName, contactEmail } = props;
  const { title, subtitle, primary, categoriesHeading, categoriesIntro, categories, notes } =
    content(props);

  return (
    <StaticPageLayout title={title} subtitle={subtitle}>
      <StaticSection id={primary.id} heading={primary.heading}>
        <p>{primary.description}</p>
        <div className="flex flex-col gap-4 rounded-xl border border-zinc-200 bg-zinc-50 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-zinc-800 dark:bg-zinc-900/60">
          <div className="min-w-0">
            <p className="text-sm text-fg-muted">{primary.addressLabel}</p>
            <p className="font-semibold break-all text-zinc-900 dark:text-zinc-50">
              {primary.address}
            </p>
          </div>
          <a href={primary.action.href} className={buttonClassName}>
            {primary.action.label}
          </a>
        </div>
        <p className="text-sm text-fg-muted">{primary.responseTime}</p>
      </StaticSection>

      <StaticSection id="categories" heading={categoriesHeading}>
        <p>{categoriesIntro}</p>
        <div className="space-y-8">
          {categories.map((category) => (
            <section key={category.heading}>
              <StaticSubsection heading={category.heading}>
                <p>{category.description}</p>
                <p>{category.include}</p>
                <p className="text-sm">
                  <a
                    href={mailtoHref(contactEmail, `[${siteName}] ${category.heading}`)}
                    className={secondaryLinkClassName}
                  >
                    {`${category.heading} 메일 보내기`}
                  </a>
                </p>
              </StaticSubsection>
            </section>
          ))}
        </div>
      </StaticSection>

      <StaticSection id={notes.id} heading={notes.heading}>
        <ContentBlocks blocks={notes.blocks} />
      </StaticSection>
    </StaticPageLayout>
  );
}
