import type { Prisma } from '../../db/generated/prisma/client.ts';
import { MessageAudience, MessageBox } from '@domain/messages.ts';
import { type Delivery, inboxCopies, outboxCopy, recipientsOf } from './delivery.ts';

type Tx = Prisma.TransactionClient;

interface DemoMessage {
  from: number;
  delivery: Delivery;
  subject: string;
  body: string;
  hoursAgo: number;
  /** recipients who have read it */
  readBy?: number[];
  replyTo?: number;
}

const HOUR = 3_600_000;

/** One demo message delivered as sendMessage delivers it: the sender's copy in the outbox, the recipients' in their inboxes. */
async function deliver(tx: Tx, now: Date, message: DemoMessage): Promise<number> {
  const at = new Date(now.getTime() - message.hoursAgo * HOUR);
  const parent = message.replyTo ? await tx.message.findUniqueOrThrow({ where: { id: message.replyTo } }) : null;
  const { id } = await tx.message.create({
    data: {
      fromId: message.from,
      toId: message.delivery.toId,
      audience: message.delivery.audience,
      entityId: message.delivery.entityId,
      subject: message.subject,
      body: message.body,
      replyToId: parent?.id ?? null,
      threadId: parent ? (parent.threadId ?? parent.id) : null,
      sentAt: at,
      createdAt: at,
    },
  });
  const recipients = await recipientsOf(tx, message.from, message.delivery);
  const received = inboxCopies(id, message.from, message.delivery, recipients, at).map((copy) => ({
    ...copy,
    readAt: message.readBy?.includes(copy.ownerId) ? at : null,
  }));
  await tx.messageCopy.createMany({ data: [outboxCopy(id, message.from, message.delivery.toId, at), ...received] });
  return id;
}

const toPerson = (toId: number): Delivery => ({ toId, audience: MessageAudience.PERSON, entityId: null });

/**
 * Demo conversations: a question between two observers, a thread with a Turkish observer, an
 * announcement of the Budapest group to its members, a question to its admins, and a draft.
 */
export async function seedDemoMessages(
  tx: Tx,
  now: Date,
  people: { editor: number; pro: number; adv: number; user: number; ioana: number; elif: number; budapest: number },
): Promise<void> {
  const { editor, pro, adv, user, ioana, elif, budapest } = people;
  await deliver(tx, now, { from: adv, delivery: toPerson(user), subject: 'Szombati túra', body: 'Jössz szombaton a Sas-hegyre lepkézni?', hoursAgo: 5 });
  await deliver(tx, now, { from: pro, delivery: toPerson(adv), subject: 'Atlasz', body: 'Feltöltötted már a múlt heti adatokat?', hoursAgo: 30, readBy: [adv] });
  const first = await deliver(tx, now, {
    from: elif,
    delivery: toPerson(user),
    subject: 'Kappadókiai boglárkák',
    body: 'Szia! Láttam a fotóidat. Jövő nyáron Kappadókiában gyűjtök adatokat, van kedved csatlakozni?',
    hoursAgo: 72,
    readBy: [user],
  });
  const reply = await deliver(tx, now, {
    from: user,
    delivery: toPerson(elif),
    subject: 'Re: Kappadókiai boglárkák',
    body: 'Nagyon szívesen! Melyik hónapban tervezed? Az Polyommatus fajok július elején a legszebbek.',
    hoursAgo: 70,
    readBy: [elif],
    replyTo: first,
  });
  await deliver(tx, now, {
    from: elif,
    delivery: toPerson(user),
    subject: 'Re: Kappadókiai boglárkák',
    body: 'Július első hete jó lenne. Küldök térképet a helyszínekről.',
    hoursAgo: 2,
    replyTo: reply,
  });
  await deliver(tx, now, {
    from: editor,
    delivery: { toId: budapest, audience: MessageAudience.MEMBERS, entityId: budapest },
    subject: 'Júniusi terepnap',
    body: 'Június 14-én közös terepnap a Pilisben. Találkozó 8-kor Pilisszentkereszten, a buszmegállóban.',
    hoursAgo: 20,
    readBy: [pro],
  });
  await deliver(tx, now, {
    from: adv,
    delivery: { toId: budapest, audience: MessageAudience.ADMINS, entityId: budapest },
    subject: 'Csoportos határozás',
    body: 'Tarthatnánk egy estét a nehezen határozható fajokról?',
    hoursAgo: 8,
  });
  const draft = await tx.message.create({
    data: { fromId: user, toId: ioana, subject: 'Erdélyi gyűjtés', body: 'Szia Ioana! Arra gondoltam, hogy' },
  });
  await tx.messageCopy.create({ data: { messageId: draft.id, ownerId: user, box: MessageBox.DRAFT, correspondentId: ioana, readAt: now, at: now } });
}
