/**
 * Every user-visible string of the web app, so wording stays consistent and reviewable: one file
 * per section in ./ko/, read as `import * as ko from '…/lib/i18n/ko'` and `ko.section.key`. Each
 * section is its own module so a page's JavaScript carries only the sections it shows.
 */
export { site } from './ko/site';
export { common } from './ko/common';
export { errors } from './ko/errors';
export { notFound } from './ko/not-found';
export { shell } from './ko/shell';
export { search } from './ko/search';
export { nav } from './ko/nav';
export { home } from './ko/home';
export { boards } from './ko/boards';
export { posts } from './ko/posts';
export { files } from './ko/files';
export { fileFields } from './ko/file-fields';
export { linkPreview } from './ko/link-preview';
export { comments } from './ko/comments';
export { profile } from './ko/profile';
export { nickname } from './ko/nickname';
export { ai } from './ko/ai';
export { stock } from './ko/stock';
export { stockTalk } from './ko/stock-talk';
export { sentiment } from './ko/sentiment';
export { follows } from './ko/follows';
export { predictions } from './ko/predictions';
export { auth } from './ko/auth';
export { adInquiry } from './ko/ad-inquiry';
export { time } from './ko/time';
export { moderation } from './ko/moderation';
export { report } from './ko/report';
export { movePost } from './ko/move-post';
export { restriction } from './ko/restriction';
export { admin } from './ko/admin';
export { conventions } from './ko/conventions';
export { pages } from './ko/pages';
export { account } from './ko/account';
export { people } from './ko/people';
export { notifications } from './ko/notifications';
export { messages } from './ko/messages';
