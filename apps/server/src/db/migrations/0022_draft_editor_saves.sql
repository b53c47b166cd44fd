-- 임시저장 from one open editor (issue 22): its saves carry the editor's key and a rising revision
-- (headers Draft-Key, Draft-Revision). A save on leaving the page that starts while the editor's
-- first save (the create) is still under way repeats the create with the same key: it writes into
-- the draft that key made instead of making a second one, and a save that arrives after a newer
-- one of the same editor changes nothing (another editor's save, the draft resumed elsewhere,
-- takes the draft over).
ALTER TABLE drafts ADD COLUMN editor_key text;
ALTER TABLE drafts ADD COLUMN editor_revision integer NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX drafts_editor_key_idx ON drafts (user_id, editor_key) WHERE editor_key IS NOT NULL;
