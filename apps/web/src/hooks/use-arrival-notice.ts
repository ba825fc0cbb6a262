import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateMoneyQueries } from '../lib/money-queries.ts';
import { notifySuccess } from '../lib/notify.ts';

/**
 * Once a tracked deposit or withdrawal has its money where it goes (`message` set), says so once and refreshes
 * every answer the money changes.
 */
export function useArrivalNotice(message: string | null) {
  const queryClient = useQueryClient();
  const announced = useRef(false);
  useEffect(() => {
    if (!message || announced.current) return;
    announced.current = true;
    notifySuccess(message);
    void invalidateMoneyQueries(queryClient);
  }, [message, queryClient]);
}
