-- Account security (issue 18): an address counts as proven only once its owner showed it is
-- theirs, by a Google sign-in with a verified e-mail or by the link of a confirmation e-mail.
-- ADMIN_EMAILS promotes only proven addresses, and a Google sign-in takes over an unproven
-- password account only after removing its password.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

-- Accounts that came from Google already proved their address (the development sign-in's
-- accounts, subjects starting with dev:, did not).
UPDATE users
SET email_verified_at = created_at
WHERE email IS NOT NULL AND google_sub IS NOT NULL AND google_sub NOT LIKE 'dev:%';
