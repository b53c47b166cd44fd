import {
  messagesConversations,
  messagesDelete,
  messagesMarkRead,
  messagesSend,
  messagesThread,
  messagesUnreadCount,
} from '@myeolgong/contract/endpoints/messages';
import { THREAD_PAGE_SIZE, type Message } from '@myeolgong/contract/messages';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const messagesQueryKey = ['messages'] as const;
const messageUnreadKey = [...messagesQueryKey, 'unread-count'] as const;
const conversationsKey = [...messagesQueryKey, 'conversations'] as const;
const threadKey = (userId: number) => [...messagesQueryKey, 'thread', userId] as const;
const CONVERSATIONS_PAGE_SIZE = 30;

/** The badge's count: a live message or a read thread refreshes it; this only catches up. */
export function useMessageUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: messageUnreadKey,
    queryFn: ({ signal }) => call(messagesUnreadCount, { signal }),
    enabled,
    refetchInterval: 60_000,
    select: (data) => data.count,
  });
}

export function useConversations(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: conversationsKey,
    queryFn: ({ pageParam, signal }) =>
      call(messagesConversations, {
        query: { page: pageParam, size: CONVERSATIONS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
    enabled,
  });
}

type ThreadData = InfiniteData<Message[], number | null>;

/** The two members' messages, newest first, a page of THREAD_PAGE_SIZE back at a time. */
export function useThread(userId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: threadKey(userId),
    queryFn: ({ pageParam, signal }) =>
      call(messagesThread, {
        params: { userId },
        query:
          pageParam === null
            ? { size: THREAD_PAGE_SIZE }
            : { before: pageParam, size: THREAD_PAGE_SIZE },
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) =>
      last.length < THREAD_PAGE_SIZE ? undefined : (last.at(-1)?.id ?? undefined),
    enabled,
  });
}

/**
 * Puts a new message (sent here, or live from `/user/queue/messages`) on top of its cached
 * thread, once; the conversation list and the badge load again.
 */
export function addMessage(queryClient: QueryClient, message: Message, viewerId: number) {
  const otherId = message.from.id === viewerId ? message.to.id : message.from.id;
  queryClient.setQueryData<ThreadData>(threadKey(otherId), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.some((m) => m.id === message.id))) return data;
    const [first = [], ...rest] = data.pages;
    return { ...data, pages: [[message, ...first], ...rest] };
  });
  void queryClient.invalidateQueries({ queryKey: conversationsKey });
  if (message.to.id === viewerId)
    void queryClient.invalidateQueries({ queryKey: messageUnreadKey });
}

export function useSendMessage(viewerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { toUserId: number; content: string }) => call(messagesSend, { body }),
    onSuccess: (message) => addMessage(queryClient, message, viewerId),
  });
}

export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(messagesMarkRead, { body: { userId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageUnreadKey }),
        queryClient.invalidateQueries({ queryKey: conversationsKey }),
      ]),
  });
}

/** Hides a message for the viewer only; it leaves the cached thread at once. */
export function useDeleteMessage(otherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(messagesDelete, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<ThreadData>(threadKey(otherId), (data) =>
        data ? { ...data, pages: data.pages.map((page) => page.filter((m) => m.id !== id)) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
      void queryClient.invalidateQueries({ queryKey: messageUnreadKey });
    },
  });
}
