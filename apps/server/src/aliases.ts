/**
 * The one alias table of CONTRACT.md 'Serving': alternative paths that SPEC.md §7 lists for a
 * call, served by the primary route's handler and marked deprecated in the OpenAPI document.
 *
 * Key: `METHOD /primary/path` exactly as the primary route is registered. Value: its aliases,
 * with the same path parameter names.
 */
export const aliasTable: Record<string, readonly string[]> = {
  'GET /api/boards/:name': ['/boards/:name'],

  'POST /api/auth/register': ['/auth/register'],
  'POST /api/auth/login': ['/auth/login'],

  'GET /api/users/me': ['/users/current', '/api/users/current', '/users/me'],
  'GET /api/users/validate-token': ['/users/validate-token'],
  'PUT /api/users/nickname': ['/users/nickname'],
  'GET /api/users/check-nickname': ['/users/check-nickname'],
  'GET /api/users/me/likes': ['/users/me/likes'],
  'GET /api/users/saved-posts': ['/api/posts/saved', '/users/saved-posts'],
  'DELETE /api/users/me': ['/users/current', '/api/users/current'],
  'GET /api/users/nickname/:nickname': ['/users/nickname/:nickname'],
  'GET /api/users/:id': [
    '/users/:id',
    '/api/user/:id',
    '/user/:id',
    '/users/id/:id',
    '/api/users/id/:id',
  ],
  'GET /api/users/:id/posts': ['/users/:id/posts', '/api/user/:id/posts'],
  'GET /api/users/:id/comments': ['/users/:id/comments', '/api/user/:id/comments'],

  'GET /api/posts': ['/api/posts/all'],
  'GET /api/boards/:name/posts': ['/api/posts/board/:name', '/api/board/:name/posts'],
  // :name as in GET /api/boards/:name/posts: one path of the OpenAPI document, not two.
  'POST /api/posts': ['/api/boards/:name/posts'],
  'DELETE /api/posts/:id': ['/api/boards/:boardName/posts/:id'],
  'POST /api/like/post/:id': ['/api/posts/:id/like'],
  'POST /api/posts/:id/save': [
    '/posts/:id/save',
    '/boards/:boardName/posts/:id/save',
    '/api/boards/:boardName/posts/:id/save',
  ],
  'POST /api/posts/:id/unsave': [
    '/posts/:id/unsave',
    '/boards/:boardName/posts/:id/unsave',
    '/api/boards/:boardName/posts/:id/unsave',
  ],

  'GET /api/comments/post/:postId': [
    '/api/posts/:postId/comments',
    '/api/comment/post/:postId',
    '/comments/post/:postId',
  ],
  'POST /api/comments/:id/like': [
    '/api/comment/:id/like',
    '/api/like/comment/:id',
    '/api/v1/like/comment/:id',
    '/api/likes/comment/:id',
  ],
  'DELETE /api/comments/:id/like': [
    '/api/comment/:id/like',
    '/api/like/comment/:id',
    '/api/v1/like/comment/:id',
    '/api/likes/comment/:id',
  ],

  'GET /api/influencers/ai-agent-search': ['/api/influencers/ai-search'],
};
