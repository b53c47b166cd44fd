import type { PopupMessage } from '@myeolgong/contract/auth';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string, attributes = '', script = '') {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${script}
</head>
<body${attributes} style="font-family: system-ui, sans-serif; max-width: 420px; margin: 48px auto; padding: 0 20px; line-height: 1.6; color: #18181b;">
${body}
</body>
</html>`;
}

/** The script of the popup's last page; CSP forbids inline scripts, so it is a file of its own. */
export const popupScript = `(function () {
  var body = document.body;
  var origin = body.getAttribute('data-target-origin');
  var message = JSON.parse(body.getAttribute('data-message') || 'null');
  if (window.opener && origin && message) window.opener.postMessage(message, origin);
  setTimeout(function () { window.close(); }, 50);
})();
`;

/**
 * The popup's last page: posts the result to the window that opened it, only to `targetOrigin`
 * (an origin we allow), then closes itself.
 */
export function popupResultPage(message: PopupMessage, targetOrigin: string | null) {
  const text =
    'token' in message
      ? '로그인되었습니다. 이 창은 자동으로 닫힙니다.'
      : `로그인하지 못했습니다: ${message.errorMessage}`;
  const attributes = targetOrigin
    ? ` data-target-origin="${escapeHtml(targetOrigin)}" data-message="${escapeHtml(JSON.stringify(message))}"`
    : '';
  return page(
    '로그인',
    `<p>${escapeHtml(text)}</p><p style="color:#52525b;font-size:14px">창이 닫히지 않으면 직접 닫아 주세요.</p>`,
    attributes,
    '<script src="/api/auth/popup.js" defer></script>',
  );
}

const checkbox = (name: string, label: string, required: boolean, link?: string) =>
  `<div style="margin:8px 0"><input type="checkbox" id="${name}" name="${name}" value="on"${required ? ' required' : ''} style="width:18px;height:18px;vertical-align:middle">
<label for="${name}">${escapeHtml(label)}</label>${link ? ` <a href="${link}" target="_blank" rel="noopener">보기</a>` : ''}</div>`;

/**
 * The sign-up agreements, the same as the web app's sign-up screen: 이용약관, 개인정보 수집·이용 and
 * 만 14세 이상 required, marketing optional and left unchecked.
 */
const agreementFields = `<fieldset style="border:1px solid #d4d4d8;border-radius:8px;padding:8px 12px;margin:0 0 16px">
<legend>약관 동의</legend>
${checkbox('terms', '[필수] 이용약관에 동의합니다', true, '/termsofservice')}
${checkbox('privacy', '[필수] 개인정보 수집·이용에 동의합니다', true, '/privacy')}
${checkbox('age14', '[필수] 만 14세 이상입니다', true)}
<p style="margin:0 0 8px 26px;font-size:13px;color:#52525b">만 14세 미만은 보호자(법정대리인)의 동의가 필요해 이 화면에서 가입할 수 없습니다.</p>
${checkbox('marketing', '[선택] 이벤트·새 소식 등 마케팅 정보 수신에 동의합니다', false)}
</fieldset>`;

const submitStyle =
  'width:100%;padding:12px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font-size:16px;cursor:pointer';

/**
 * The popup's page for a Google sign-in that would create an account: the agreements come before
 * the account does. It says what Google gives the site.
 */
export function googleAgreementsPage(opts: { signup: string; error?: string }) {
  const error = opts.error
    ? `<p role="alert" style="color:#b91c1c">${escapeHtml(opts.error)}</p>`
    : '';
  return page(
    '회원가입 약관 동의',
    `<h1 style="font-size:22px">회원가입</h1>
<p>처음 오셨네요. 가입하려면 아래 약관에 동의해 주세요. 구글 계정에서는 이메일 주소와 프로필 사진만 받습니다.</p>
${error}
<form method="post" action="/api/auth/google/agreements">
<input type="hidden" name="signup" value="${escapeHtml(opts.signup)}">
${agreementFields}
<button type="submit" style="${submitStyle}">동의하고 가입하기</button>
</form>`,
  );
}

/**
 * The development sign-in of CONTRACT.md (DEV_LOGIN=on, loopback only): type an e-mail, no
 * password, plain member accounts only. It lists no existing member.
 */
export function devLoginPage(opts: { state: string; error?: string }) {
  const error = opts.error
    ? `<p role="alert" style="color:#b91c1c">${escapeHtml(opts.error)}</p>`
    : '';
  const field =
    'display:block;width:100%;box-sizing:border-box;padding:10px;margin:4px 0 16px;border:1px solid #a1a1aa;border-radius:8px;font-size:16px';
  const form = opts.state
    ? `<form method="post" action="/api/auth/dev">
<input type="hidden" name="state" value="${escapeHtml(opts.state)}">
<label for="email">이메일</label>
<input id="email" name="email" type="email" required autocomplete="email" style="${field}">
<label for="name">이름 (선택)</label>
<input id="name" name="name" type="text" maxlength="50" autocomplete="name" style="${field}">
<p style="font-size:14px;margin:0 0 4px">처음 로그인하는 주소라면 계정을 만들기 전에 동의가 필요합니다.</p>
${agreementFields.replace(/ required/g, '')}
<button type="submit" style="${submitStyle}">개발용 로그인</button>
</form>`
    : '';
  return page(
    '개발용 로그인',
    `<h1 style="font-size:22px">개발용 로그인</h1>
<p role="note" style="background:#fef3c7;border:1px solid #f59e0b;border-radius:8px;padding:10px 12px;font-size:14px">
<strong>개발 전용 화면입니다.</strong> 서버에 <code>DEV_LOGIN=on</code>이 설정되어 있어 이 컴퓨터에서만
비밀번호 없이 일반 회원으로 로그인할 수 있습니다. 기존 계정과 관리자 주소로는 로그인할 수 없습니다.
공개 서버에서는 켜지 마세요.</p>
${error}
${form}`,
  );
}
