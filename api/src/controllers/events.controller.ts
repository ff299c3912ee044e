/**
 * Live data events (spec 3 §7 "Live events"): POST /events/ticket gives a signed-in user a 30-second ticket;
 * GET /events?ticket=… opens the text/event-stream (EventSource cannot send a bearer header). Each message has
 * `id:`, `event:` (the topic) and `data:` (JSON LiveEvent); a comment every 25 s keeps proxies from closing it.
 */
import { inject, type Getter } from '@loopback/core';
import { oas, get, param, post, RestBindings, type Request, type Response } from '@loopback/rest';
import { can, EVENT_KEEPALIVE_SECONDS, EventStreamQuery, EventTicket, EVENTS_API, type LiveEvent } from '../contracts';
import { KEYS } from '../keys';
import type { Services } from '../services';
import { parse, unauthorized } from '../http/errors';
import { responses } from '../http/responses';
import { requires } from '../authorization/requires';
import { ACTOR, type CurrentActor } from '../authorization/actor';
import { TAG } from '../http/openapi-tags';

@oas.tags(TAG.liveEvents)
export class EventsController {
  constructor(
    @inject(KEYS.SERVICES) private readonly services: Services,
    @inject.getter(ACTOR) private readonly actor: Getter<CurrentActor>,
    @inject(RestBindings.Http.REQUEST) private readonly req: Request,
    @inject(RestBindings.Http.RESPONSE) private readonly res: Response,
  ) {}

  @post(EVENTS_API.ticket, {
    summary: 'A 30-second ticket that opens the live event stream (GET /events?ticket=…) for the signed-in user',
    security: [{ jwt: [] }],
    responses: responses({ schema: EventTicket, description: 'The ticket' }, [401]),
  })
  @requires('profile.read')
  async ticket() {
    return this.services.events.ticket((await this.actor()).userId);
  }

  @get(EVENTS_API.stream, {
    summary:
      "Live data events as text/event-stream (event = topic, data = {id, topic, data}); 'balance' and 'counters' reach the users of the affected companies, every topic reaches Admin, SuperAdmin and Auditor users",
    // the credential is the ticket (no bearer token: EventSource cannot send one), issued under this permission
    'x-permissions': ['profile.read'],
    responses: {
      '200': { description: 'The event stream', content: { 'text/event-stream': { schema: { type: 'string' } } } },
      '401': { description: 'Missing, invalid or expired ticket' },
      '422': { description: 'Malformed query' },
      '503': { description: 'This instance is stopping: reconnect (to another instance)' },
    },
  })
  async stream(@param.query.string('ticket') ticket: string | undefined) {
    // no ticket is no credential: 401 like every other signed-in route (a malformed one is a 422)
    if (!ticket) throw unauthorized();
    const q = parse(EventStreamQuery, { ticket });
    const userId = this.services.events.ticketUser(q.ticket);
    const user = userId ? await this.services.auth.me(userId) : undefined;
    if (!user) throw unauthorized();
    const adminReader = can(
      { role: user.role, type: user.type, companyType: user.company.type, status: user.status },
      'admin.read',
    );
    const { req, res } = this;
    let open = true;
    // set once subscribed; `end` may run before that: the client can hang up while the stream is being opened
    const subscription: { unsubscribe?: () => void } = {};
    const write = (chunk: string) => {
      if (open) res.write(chunk);
    };
    const end = () => {
      if (!open) return;
      open = false;
      clearInterval(keepAlive);
      subscription.unsubscribe?.();
      res.end();
    };
    const keepAlive = setInterval(() => write(': keep-alive\n\n'), EVENT_KEEPALIVE_SECONDS * 1000);
    keepAlive.unref();
    req.on('close', end);
    res.on('error', end);
    // a client that hung up while its ticket was being checked has already sent its 'close'
    if (req.socket.destroyed) end();
    if (!open) return res;
    const unsubscribe = await this.services.events.subscribe({
      userId: user.id,
      companyId: user.companyId,
      adminReader,
      send: (e: LiveEvent) => write(`id: ${e.id}\nevent: ${e.topic}\ndata: ${JSON.stringify(e)}\n\n`),
      end,
    });
    subscription.unsubscribe = unsubscribe;
    if (!open) {
      unsubscribe();
      return res;
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    write('retry: 3000\n: connected\n\n');
    return res;
  }
}
