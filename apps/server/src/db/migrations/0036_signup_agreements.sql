-- Sign-up agreements and the 운영자 badge (issue 50, CONTRACT.md 'Sign-up and account hygiene').
-- Each agreement is the time the member gave it, NULL while not given: 이용약관 (terms),
-- 개인정보 수집·이용 (privacy), 만 14세 이상 (age14) are required by the web app's sign-up and
-- asked for at the next sign-in of an account made without them (older clients); 마케팅 정보
-- 수신 (marketing) is optional. A required agreement once given is not withdrawn here (leaving
-- means deleting the account); marketing may be.
ALTER TABLE users ADD COLUMN terms_agreed_at timestamptz;
ALTER TABLE users ADD COLUMN privacy_agreed_at timestamptz;
ALTER TABLE users ADD COLUMN age14_confirmed_at timestamptz;
ALTER TABLE users ADD COLUMN marketing_agreed_at timestamptz;

-- A badge an operator grants a member (today only '운영자'), shown beside the nickname, so staff
-- are told apart by the site and never by a nickname a member chose (those are refused).
ALTER TABLE users ADD COLUMN badge text CHECK (badge IN ('운영자'));
