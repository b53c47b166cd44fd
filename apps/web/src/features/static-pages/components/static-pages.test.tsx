// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import AboutPage from './about-page';
import ContactPage from './contact-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';
import type { StaticPageProps } from './static-page-layout';

const props: StaticPageProps = { siteName: '멸공', contactEmail: 'contact@example.com' };

function renderPage(Page: ComponentType<StaticPageProps>, pageProps: StaticPageProps = props) {
  return render(
    <MemoryRouter>
      <Page {...pageProps} />
    </MemoryRouter>,
  );
}

const textOf = (container: HTMLElement) => (container.textContent ?? '').replace(/\s+/g, ' ');

afterEach(() => {
  cleanup();
});

describe('static pages', () => {
  it.each([
    ['소개', AboutPage],
    ['문의', ContactPage],
    ['이용약관', TermsPage],
    ['개인정보처리방침', PrivacyPage],
  ] as const)('renders the %s heading as the only h1', (title, Page) => {
    renderPage(Page);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.textContent).toBe(title);
  });

  it.each([AboutPage, ContactPage, TermsPage, PrivacyPage])(
    'uses siteName instead of a hard-coded product name (%#)',
    (Page) => {
      const { container } = renderPage(Page, { ...props, siteName: '테스트사이트' });
      expect(textOf(container)).toContain('테스트사이트');
    },
  );
});

describe('TermsPage', () => {
  it('has exactly 16 articles, 제1조 to 제16조 in order, plus 부칙 with the effective date', () => {
    const { container } = renderPage(TermsPage);
    const articles = screen
      .getAllByRole('heading')
      .map((heading) => heading.textContent ?? '')
      .filter((text) => /^제\d+조/.test(text));

    expect(articles).toHaveLength(16);
    expect(articles.map((text) => /^제(\d+)조/.exec(text)?.[1])).toEqual(
      Array.from({ length: 16 }, (_, index) => String(index + 1)),
    );
    expect(articles[0]).toBe('제1조(목적)');
    expect(articles[15]).toBe('제16조(준거법 및 재판관할)');
    expect(screen.getByRole('heading', { name: '부칙' })).toBeTruthy();

    const text = textOf(container);
    for (const topic of [
      '회원 탈퇴 및 자격 상실',
      '금지 행위',
      '게시물의 관리',
      '게시물의 저작권',
      '손해배상',
      '면책조항',
      '24시간',
      '게시물 삭제·이동 및 회원 이용 제한',
      '투자 권유나 투자 자문이 아니며',
      '이 약관은 2025년 4월 1일부터 시행합니다.',
    ]) {
      expect(text).toContain(topic);
    }
  });

  it('links to the privacy policy with a router link', () => {
    renderPage(TermsPage);
    const link = screen.getByRole('link', { name: '개인정보처리방침' });
    expect(link.getAttribute('href')).toBe('/privacy');
  });
});

describe('PrivacyPage', () => {
  it('covers the collected items, retention, notice period and effective date', () => {
    const { container } = renderPage(PrivacyPage);
    const text = textOf(container);
    for (const phrase of [
      '이메일 주소, 닉네임, 프로필 이미지',
      'IP 주소, 쿠키, 접속 로그',
      '서비스 이용 기록',
      '최대 1년',
      '통신비밀보호법',
      '3개월',
      '제3자에게 제공하지 않습니다',
      '열람',
      '정정',
      '삭제',
      '처리정지',
      '쿠키',
      '시행 7일 전',
      '2025년 4월 1일',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('names the contact e-mail as the privacy officer contact', () => {
    renderPage(PrivacyPage);
    const mailLinks = screen
      .getAllByRole('link', { name: props.contactEmail })
      .map((link) => link.getAttribute('href'));
    expect(mailLinks.length).toBeGreaterThan(0);
    expect(mailLinks.every((href) => href === `mailto:${props.contactEmail}`)).toBe(true);
  });
});

describe('ContactPage', () => {
  it('has a mailto link whose subject is an inquiry to the product', () => {
    renderPage(ContactPage);
    const link = screen.getByRole('link', { name: '이메일로 문의하기' });
    const href = link.getAttribute('href') ?? '';
    expect(href).toBe(
      `mailto:${props.contactEmail}?subject=${encodeURIComponent(`[${props.siteName}] 문의`)}`,
    );
    const subject = new URL(href).searchParams.get('subject');
    expect(subject).toBe('[멸공] 문의');
  });

  it('has a section for each inquiry type', () => {
    renderPage(ContactPage);
    for (const heading of ['광고 문의', '제안', '후원', '관리자 문의']) {
      expect(screen.getByRole('heading', { level: 3, name: heading })).toBeTruthy();
    }
    expect(screen.getByText(/영업일 기준 2~3일 이내/, { selector: 'p' })).toBeTruthy();
  });
});

describe('AboutPage', () => {
  it('mentions the opening date, the AI fund manager date and the core values', () => {
    const { container } = renderPage(AboutPage);
    const text = textOf(container);
    for (const phrase of [
      '2025년 4월 1일',
      '2025년 7월 25일',
      '자유민주주의 수호',
      '안보 의식 고취',
      '건전한 토론 문화',
      '멸공 게시판',
      '투자 게시판',
      '자유 게시판',
      '인물 백과',
      'AI 펀드매니저',
      '투자 권유나 투자 자문이 아닙니다',
    ]) {
      expect(text).toContain(phrase);
    }
    expect(container.querySelector('time[datetime="2025-04-01"]')).not.toBeNull();
    expect(container.querySelector('time[datetime="2025-07-25"]')).not.toBeNull();
  });

  it('invites contact through the /contact page', () => {
    renderPage(AboutPage);
    expect(screen.getByRole('link', { name: '문의 페이지' }).getAttribute('href')).toBe('/contact');
  });
});
