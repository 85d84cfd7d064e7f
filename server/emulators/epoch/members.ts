// The emulated Epoch's memory of its members. Like Epoch it must know a member to cancel it: it
// remembers in memory the members it approved in this process, and otherwise reads (never
// writes) the site's own tables: the payment that carries the member id and the subscription's
// paid-until date. Cancellations it answered are kept in memory so a second one says so.
import type { AppContext } from '../../context';

export interface EmulatedMember {
  memberId: string;
  paymentToken: string;
  transactionIds: string[];
  amount: number;
  currency: string;
  productCode: string;
  username: string;
  email: string;
  /** When the paid period ends, when known: a cancellation keeps access until then. */
  paidUntil?: string;
}

const EPOCH_PROVIDERS = ['epochCreditCard', 'epochPaypal'];

export class EmulatedMembers {
  private members = new Map<string, EmulatedMember>();
  private cancelled = new Set<string>();
  /** Where a decided join sent the browser, so a second submit neither posts twice nor decides anew. */
  readonly decided = new Map<string, string>();
  /** Transactions refunded through the refund call: a second refund says so. */
  readonly refunded = new Set<string>();
  /** Tests and demos: the account refuses refunds (the site then leaves the payment to staff). */
  refusesRefunds = false;

  constructor(private ctx: AppContext) {}

  approved(member: EmulatedMember) {
    this.members.set(member.memberId, member);
  }

  isCancelled = (memberId: string) => this.cancelled.has(memberId);

  markCancelled(memberId: string) {
    this.cancelled.add(memberId);
  }

  /** The member, from this process's memory or the site's payment and subscription rows. */
  async find(memberId: string): Promise<EmulatedMember | undefined> {
    const known = this.members.get(memberId);
    const subscription = await this.ctx.db
      .selectFrom('subscriptions')
      .select(['expires_at'])
      .where('provider_member_id', '=', memberId)
      .orderBy('expires_at', 'desc')
      .executeTakeFirst();
    if (known) return { ...known, paidUntil: subscription?.expires_at ?? known.paidUntil };
    const payment = await this.ctx.db
      .selectFrom('payments')
      .innerJoin('articles', 'articles.id', 'payments.article_id')
      .select(['payments.token', 'payments.amount', 'payments.currency', 'payments.username', 'payments.email', 'payments.provider_transaction_id', 'articles.provider_code'])
      .where('payments.provider_member_id', '=', memberId)
      .where('payments.provider', 'in', EPOCH_PROVIDERS)
      .orderBy('payments.id', 'asc')
      .executeTakeFirst();
    if (!payment) return undefined;
    return {
      memberId,
      paymentToken: payment.token,
      transactionIds: payment.provider_transaction_id ? [payment.provider_transaction_id] : [],
      amount: payment.amount,
      currency: payment.currency,
      productCode: payment.provider_code,
      username: payment.username,
      email: payment.email,
      paidUntil: subscription?.expires_at,
    };
  }
}

const BY_SITE = new WeakMap<AppContext, EmulatedMembers>();

/** The emulated account of one site (one per context): the router's memory, reachable by tests. */
export function emulatedMembers(ctx: AppContext): EmulatedMembers {
  let members = BY_SITE.get(ctx);
  if (!members) {
    members = new EmulatedMembers(ctx);
    BY_SITE.set(ctx, members);
  }
  return members;
}
