import type { ContentSection } from './content-model';
import { StaticPageLayout, type StaticPageProps } from './static-page-layout';
import { ContentSectionView } from './static-section';

/**
 * 개인정보처리방침 copy. Long-form legal text lives here (exception to the dictionary rule).
 * Section headings are numbered from their position.
 */
const content = ({ siteName, contactEmail }: StaticPageProps) => {
  const mail = { kind: 'external', href: `mailto:${contactEmail}`, text: contactEmail } as const;

  return {
    title: '개인정보처리방침',
    subtitle: `${siteName}에서 이용자의 개인정보를 어떻게 수집·이용·보관·보호하는지 안내합니다.`,
    intro: `${siteName} 운영자(이하 “운영자”)는 「개인정보 보호법」 제30조에 따라 이용자의 개인정보를 보호하고 이와 관련한 고충을 신속하고 원활하게 처리하기 위하여 다음과 같이 개인정보처리방침을 정하여 공개합니다.`,
    effectiveDate: { label: '시행일', dateTime: '2025-04-01', text: '2025년 4월 1일' },
    tableOfContentsLabel: '목차',
    sections: [
      {
        id: 'purpose',
        heading: '개인정보의 처리 목적',
        blocks: [
          {
            kind: 'paragraph',
            text: '운영자는 다음의 목적을 위하여 개인정보를 처리합니다. 처리한 개인정보는 다음 목적 외의 용도로는 이용하지 않으며, 이용 목적이 바뀌는 경우에는 「개인정보 보호법」 제18조에 따라 별도의 동의를 받는 등 필요한 조치를 하겠습니다.',
          },
          {
            kind: 'list',
            items: [
              '회원 가입 의사 확인, 회원 식별 및 계정 관리, 회원 탈퇴 처리',
              '게시글·댓글 작성자 표시, 좋아요, 게시물 저장, 검색, 주식 시세 대시보드, 인물 백과, AI 펀드매니저 등 서비스 제공',
              '이용약관 위반 행위와 부정 이용의 방지 및 제재, 분쟁 조정을 위한 기록 보존',
              '문의 및 민원 처리, 공지사항 전달',
              '접속 빈도 파악과 서비스 이용 통계 분석을 통한 서비스 안정성 확보 및 개선',
            ],
          },
        ],
      },
      {
        id: 'items',
        heading: '처리하는 개인정보의 항목 및 수집 방법',
        blocks: [
          {
            kind: 'paragraph',
            text: '운영자는 서비스 제공에 필요한 최소한의 개인정보만 수집합니다.',
          },
        ],
        subsections: [
          {
            heading: '필수 수집 항목',
            blocks: [
              {
                kind: 'list',
                items: [
                  [{ kind: 'strong', text: '회원가입 시: ' }, '이메일 주소, 닉네임, 프로필 이미지'],
                ],
              },
              {
                kind: 'paragraph',
                text: '위 정보는 회원이 외부 인증 서비스 계정으로 가입할 때 회원의 동의를 받아 해당 인증 서비스로부터 전달받으며, 닉네임은 가입 후 마이페이지의 ‘닉네임 설정’(정한 뒤에는 ‘닉네임 변경’)에서 회원이 직접 정하고 바꿀 수 있습니다.',
              },
            ],
          },
          {
            heading: '서비스 이용 과정에서 자동으로 생성·수집되는 항목',
            blocks: [
              {
                kind: 'list',
                items: ['IP 주소, 쿠키, 접속 로그(접속 일시 등), 서비스 이용 기록'],
              },
              {
                kind: 'paragraph',
                text: '서비스 이용 기록에는 게시글·댓글 작성, 좋아요, 게시물 저장, 검색 및 AI 기능 이용 내역 등이 포함될 수 있습니다.',
              },
            ],
          },
        ],
      },
      {
        id: 'retention',
        heading: '개인정보의 처리 및 보유 기간',
        blocks: [
          {
            kind: 'clauses',
            items: [
              {
                text: '운영자는 회원 탈퇴 등으로 개인정보의 처리 목적이 달성되면 해당 개인정보를 지체 없이 파기합니다.',
              },
              {
                text: '다만 다음의 정보는 아래의 사유로 명시한 기간 동안 보관한 뒤 파기합니다.',
                items: [
                  '서비스 이용 기록: 부정 이용 방지와 분쟁 대응을 위하여 최대 1년',
                  '관계 법령에서 보존을 요구하는 정보: 해당 법령에서 정한 기간(예: 「통신비밀보호법」에 따른 로그인 기록 등 통신사실확인자료 3개월)',
                ],
              },
            ],
          },
          {
            kind: 'table',
            caption: '개인정보 보유 기간',
            headers: ['항목', '보유 기간', '근거'],
            rows: [
              [
                '이메일 주소, 닉네임, 프로필 이미지',
                '회원 탈퇴 시까지(탈퇴 시 지체 없이 파기)',
                '회원 동의',
              ],
              ['서비스 이용 기록', '최대 1년', '부정 이용 방지 및 분쟁 대응'],
              ['로그인 기록(접속 로그, IP 주소)', '3개월', '「통신비밀보호법」'],
            ],
          },
        ],
      },
      {
        id: 'destruction',
        heading: '개인정보의 파기 절차 및 방법',
        blocks: [
          {
            kind: 'list',
            items: [
              [
                { kind: 'strong', text: '파기 절차: ' },
                '보유 기간이 지나거나 처리 목적이 달성된 개인정보는 지체 없이 파기하며, 법령에 따라 보관해야 하는 정보는 다른 정보와 분리하여 보관하다가 보관 기간이 끝나면 파기합니다.',
              ],
              [
                { kind: 'strong', text: '파기 방법: ' },
                '전자적 파일 형태의 정보는 복구할 수 없는 방법으로 영구 삭제합니다.',
              ],
            ],
          },
        ],
      },
      {
        id: 'third-party',
        heading: '개인정보의 제3자 제공',
        blocks: [
          {
            kind: 'paragraph',
            text: '운영자는 이용자의 개인정보를 ‘1. 개인정보의 처리 목적’에서 밝힌 범위에서만 처리하며, 이용자의 동의가 있거나 법률에 특별한 규정이 있는 경우 등 「개인정보 보호법」 제17조 및 제18조에 해당하는 경우를 제외하고는 개인정보를 제3자에게 제공하지 않습니다.',
          },
        ],
      },
      {
        id: 'entrustment',
        heading: '개인정보 처리의 위탁',
        blocks: [
          {
            kind: 'paragraph',
            text: '운영자는 개인정보 처리 업무를 외부에 위탁하지 않습니다. 다만 서비스 운영을 위하여 서버 호스팅 등 클라우드 인프라 사업자의 시설을 이용하고 있으며, 이들 사업자는 운영자의 지시에 따라 데이터를 보관할 뿐 개인정보를 별도로 이용하지 않습니다.',
          },
          {
            kind: 'paragraph',
            text: '앞으로 개인정보 처리 업무를 위탁하게 되는 경우에는 수탁자와 위탁 업무의 내용을 이 개인정보처리방침을 통해 지체 없이 공개하겠습니다.',
          },
        ],
      },
      {
        id: 'rights',
        heading: '정보주체의 권리·의무 및 행사 방법',
        blocks: [
          {
            kind: 'clauses',
            items: [
              {
                text: '이용자는 언제든지 운영자에 대하여 다음의 권리를 행사할 수 있습니다.',
                items: [
                  '개인정보 열람 요구',
                  '오류 등이 있는 경우 정정 요구',
                  '삭제 요구',
                  '처리정지 요구',
                ],
              },
              {
                text: [
                  '이메일 주소, 닉네임, 프로필 이미지는 마이페이지에서 직접 확인하고 닉네임은 그곳에서 바꿀 수 있으며, 회원 탈퇴를 통해 개인정보의 삭제를 요청할 수 있습니다. 그 밖의 권리 행사는 개인정보 보호책임자의 이메일(',
                  mail,
                  ')로 요청하실 수 있습니다.',
                ],
              },
              {
                text: '운영자는 요청을 받은 날부터 10일 이내에 조치하고 그 결과를 알려 드립니다. 다만 다른 법령에서 수집 대상으로 명시된 개인정보는 삭제를 요구할 수 없는 등 관계 법령에 따라 요구가 제한될 수 있습니다.',
              },
              {
                text: '권리 행사는 법정대리인이나 위임을 받은 자 등 대리인을 통해서도 할 수 있으며, 이 경우 위임장을 제출하셔야 합니다.',
              },
            ],
          },
        ],
      },
      {
        id: 'cookies',
        heading: '쿠키의 설치·운영 및 거부',
        blocks: [
          {
            kind: 'clauses',
            items: [
              {
                text: '운영자는 로그인 상태 유지와 화면 설정 등 이용자에게 맞춤형 서비스를 제공하기 위하여 이용 정보를 저장하고 수시로 불러오는 쿠키(cookie)를 사용합니다. 쿠키는 웹사이트를 운영하는 서버가 이용자의 브라우저에 보내는 작은 텍스트 파일로, 이용자의 기기에 저장됩니다.',
              },
              {
                text: '이용자는 쿠키 설치에 대한 선택권을 가지고 있습니다. 웹 브라우저의 설정 메뉴(예: 설정 > 개인정보 보호 > 쿠키 및 사이트 데이터)에서 모든 쿠키를 허용하거나, 쿠키가 저장될 때마다 확인하거나, 모든 쿠키의 저장을 거부할 수 있습니다.',
              },
              {
                text: '다만 쿠키 저장을 거부하는 경우 로그인이 필요한 게시글 작성, 좋아요, 게시물 저장 등 일부 서비스를 이용하기 어려울 수 있습니다.',
              },
            ],
          },
        ],
      },
      {
        id: 'security',
        heading: '개인정보의 안전성 확보 조치',
        blocks: [
          {
            kind: 'paragraph',
            text: '운영자는 개인정보의 안전성을 확보하기 위하여 다음과 같은 조치를 하고 있습니다.',
          },
          {
            kind: 'list',
            items: [
              '전송 구간 암호화: 서비스와 이용자 사이에 오가는 모든 정보를 암호화된 통신(HTTPS)으로 전송합니다.',
              '인증 정보 보호: 비밀번호 등 인증 정보를 저장하는 경우 복호화할 수 없는 단방향 해시 방식으로 암호화하여 저장합니다.',
              '접근 통제: 개인정보를 처리하는 시스템에 대한 접근 권한을 최소한의 인원으로 제한하고, 접근 권한의 부여·변경·말소를 관리합니다.',
              '접속 기록 관리 및 보안 점검: 시스템 접속 기록을 보관하고, 보안 업데이트와 취약점 점검을 정기적으로 실시합니다.',
            ],
          },
        ],
      },
      {
        id: 'officer',
        heading: '개인정보 보호책임자',
        blocks: [
          {
            kind: 'paragraph',
            text: '운영자는 개인정보 처리에 관한 업무를 총괄하여 책임지고, 개인정보 처리와 관련한 이용자의 문의·불만 처리 및 피해 구제를 위하여 다음과 같이 개인정보 보호책임자를 지정하고 있습니다.',
          },
          {
            kind: 'definitions',
            items: [
              { term: '개인정보 보호책임자', description: `${siteName} 운영자` },
              { term: '연락처(이메일)', description: [mail] },
            ],
          },
          {
            kind: 'paragraph',
            text: '개인정보 보호와 관련한 문의, 불만 처리, 피해 구제 등은 위 연락처로 보내 주시면 지체 없이 답변하고 처리해 드리겠습니다.',
          },
        ],
      },
      {
        id: 'remedies',
        heading: '권익침해 구제 방법',
        blocks: [
          {
            kind: 'paragraph',
            text: '이용자는 개인정보 침해로 인한 구제를 받기 위하여 아래 기관에 분쟁 해결이나 상담 등을 신청할 수 있습니다.',
          },
          {
            kind: 'list',
            items: [
              [
                '개인정보분쟁조정위원회: (국번 없이) 1833-6972, ',
                {
                  kind: 'external',
                  href: 'https://www.kopico.go.kr',
                  text: 'www.kopico.go.kr',
                  newTab: true,
                },
              ],
              [
                '개인정보침해신고센터: (국번 없이) 118, ',
                {
                  kind: 'external',
                  href: 'https://privacy.kisa.or.kr',
                  text: 'privacy.kisa.or.kr',
                  newTab: true,
                },
              ],
              [
                '대검찰청: (국번 없이) 1301, ',
                {
                  kind: 'external',
                  href: 'https://www.spo.go.kr',
                  text: 'www.spo.go.kr',
                  newTab: true,
                },
              ],
              [
                '경찰청: (국번 없이) 182, ',
                {
                  kind: 'external',
                  href: 'https://ecrm.police.go.kr',
                  text: 'ecrm.police.go.kr',
                  newTab: true,
                },
              ],
            ],
          },
        ],
      },
      {
        id: 'changes',
        heading: '개인정보처리방침의 변경',
        blocks: [
          {
            kind: 'paragraph',
            text: '이 개인정보처리방침의 내용이 추가, 삭제 또는 수정되는 경우에는 변경 사항의 시행 7일 전부터 서비스 내 공지사항을 통해 알려 드립니다.',
          },
          {
            kind: 'paragraph',
            text: '이 개인정보처리방침은 2025년 4월 1일부터 시행합니다.',
          },
        ],
      },
    ] satisfies readonly ContentSection[],
  };
};

export default function PrivacyPage(props: StaticPageProps) {
  const { title, subtitle, intro, effectiveDate, tableOfContentsLabel, sections } = content(props);
  const numbered = sections.map((section, index) => ({
    ...section,
    heading: `${index + 1}. ${section.heading}`,
  }));

  return (
    <StaticPageLayout
      title={title}
      subtitle={subtitle}
      effectiveDate={effectiveDate}
      tableOfContents={{
        label: tableOfContentsLabel,
        entries: numbered.map((section) => ({ id: section.id, label: section.heading })),
      }}
    >
      <p>{intro}</p>
      {numbered.map((section) => (
        <ContentSectionView key={section.id} section={section} />
      ))}
    </StaticPageLayout>
  );
}
