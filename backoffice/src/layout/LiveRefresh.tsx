/**
 * Keeps the backoffice's screens current (spec 3 §4 "Live data events"): one event stream per signed-in tab;
 * an event whose topic touches the screen shown refreshes it with react-admin's useRefresh (e.g. the
 * submissions list on 'submissions'); after a lost connection the screen refreshes once, as events were missed.
 */
import { useEffect, useRef } from 'react';
import { useRefresh } from 'react-admin';
import { useLocation } from 'react-router';
import { connectLiveEvents } from '@bcu/api/contracts';
import { liveTicket, topicTouches } from '../providers/liveEvents';

export const LiveRefresh = () => {
  const refresh = useRefresh();
  const location = useLocation();
  const path = useRef(location.pathname);
  const refreshRef = useRef(refresh);
  useEffect(() => {
    path.current = location.pathname;
    refreshRef.current = refresh;
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    return connectLiveEvents({
      getTicket: liveTicket,
      open: (url) => new EventSource(url),
      onEvent: (e) => {
        if (topicTouches(e.topic, path.current)) refreshRef.current();
      },
      onReconnect: () => refreshRef.current(),
    });
  }, []);
  return null;
};
