import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiRaw } from './api';
import { profileKeys } from './use-profile';

/**
 * The avatar needs the session header, which an <img src> cannot send (the header's plain <img>
 * got a 401 and showed initials): it is fetched as a blob and shown through an object
 * URL (revoked when it changes). Shared by the header and the profile page.
 */
export function useAvatarUrl(avatarUrl: string | null | undefined) {
  const blob = useQuery({
    queryKey: profileKeys.avatar(avatarUrl),
    enabled: Boolean(avatarUrl),
    queryFn: async () => (await apiRaw(avatarUrl!)).blob(),
    staleTime: Infinity,
    // An image, not an answer a document can carry: read by the browser only (app/server-render.tsx).
    meta: { browserOnly: true },
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return setUrl(null);
    const u = URL.createObjectURL(blob.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob.data]);
  return url;
}
