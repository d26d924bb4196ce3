import { useEffect, useState } from 'react';
import { httpClient } from '../providers/httpClient';

/** One event the signed-in user caused (GET /user/activity, newest first). */
export interface ActivityItem {
  id: string;
  type: string;
  created_at: string;
  data?: Record<string, unknown>;
}

export type ActivityState = { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; items: ActivityItem[] };

export function useActivity(): ActivityState {
  const [state, setState] = useState<ActivityState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    httpClient<{ data?: ActivityItem[] }>('/user/activity')
      .then((response) => {
        if (!live) return;
        const items = response.json?.data;
        setState(response.status < 400 && Array.isArray(items) ? { status: 'ready', items } : { status: 'unavailable' });
      })
      .catch(() => live && setState({ status: 'unavailable' }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}
