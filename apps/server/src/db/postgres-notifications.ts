import pg from 'pg';
import type { WarnLog } from '../server-logger';

type Subscriber = { onPayload: (payload: string) => void; onLive?: (live: boolean) => void };

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;
/** The listening connection's name in `pg_stat_activity`. */
export const LISTENER_APPLICATION_NAME = 'woohoo-announcements';

/**
 * LISTEN/NOTIFY for `Db.listen` on a PostgreSQL server. One dedicated connection a process hears
 * every process's announcements on. What this process commits it also hands to its own
 * subscribers at once (`hearLocally`, from the adapter), so a change is announced here before the
 * code that made it goes on. The pooled connections used to listen too, for that: but PostgreSQL
 * wakes every listening session for every NOTIFY, and with two replicas' pools listening (22
 * sessions), one announcement cost the server five times the CPU it costs with none
 * (`npm run bench:notify`).
 */
export function postgresNotifications(connectionString: string, log: WarnLog = console) {
  const subscribers = new Map<string, Set<Subscriber>>();
  const listeningOn = new WeakMap<pg.ClientBase, Set<string>>();
  let listener: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let live = false;
  let closed = false;

  const dispatch = (message: pg.Notification) => {
    for (const subscriber of subscribers.get(message.channel) ?? [])
      subscriber.onPayload(message.payload ?? '');
  };
  const setLive = (next: boolean) => {
    if (next === live) return;
    live = next;
    for (const set of subscribers.values()) for (const subscriber of set) subscriber.onLive?.(next);
  };
  // Every channel listened to on a connection, once.
  const listenOn = async (client: pg.ClientBase) => {
    let channels = listeningOn.get(client);
    if (!channels) {
      channels = new Set();
      listeningOn.set(client, channels);
      client.on('notification', dispatch);
    }
    for (const channel of subscribers.keys()) {
      if (channels.has(channel)) continue;
      await client.query(`LISTEN ${channel}`);
      channels.add(channel);
    }
  };

  const connect = async () => {
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
    });
    client.on('error', () => undefined); // followed by 'end', handled below
    client.on('end', () => {
      if (listener !== client) return;
      listener = undefined;
      setLive(false);
      if (closed) return;
      log.warn('postgres: the change announcements connection closed; reconnecting');
      setTimeout(reconnect, RECONNECT_MS).unref();
    });
    await client.connect();
    try {
      await listenOn(client);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
    setLive(true);
  };
  const ensureListener = () => {
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };
  const reconnect = () => {
    if (closed || listener) return;
    ensureListener().catch(() => setTimeout(reconnect, RECONNECT_MS).unref());
  };

  return {
    /** Hands `payload` to this process's subscribers of `channel`, as if it had been heard. */
    hearLocally(channel: string, payload: string) {
      dispatch({ channel, payload, processId: 0 });
    },
    async listen(channel: string, onPayload: Subscriber['onPayload'], onLive?: Subscriber['onLive']) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const wasLive = live;
      const subscriber = { onPayload, onLive };
      const set = subscribers.get(channel) ?? new Set();
      set.add(subscriber);
      subscribers.set(channel, set);
      if (!listener) await ensureListener();
      if (listener) await listenOn(listener);
      // Connecting told it already; an existing connection is live for it from now on.
      if (wasLive && live) onLive?.(true);
      return async () => {
        set.delete(subscriber);
      };
    },
    async close() {
      closed = true;
      const client = listener;
      listener = undefined;
      setLive(false);
      await client?.end().catch(() => undefined);
    },
  };
}
