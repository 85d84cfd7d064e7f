// The mail interface the rest of the server uses: one call per message, by template name. The
// transport (SMTP in production, .eml files in the embedded default) and the localized templates
// live beside this file.
export type MailTemplate =
  | 'welcome' // { username, loginUrl }
  | 'receipt' // { username, plan, amount, currency, provider, paidAt, renewsOn? , endsOn? }
  | 'giftCardVerified' // { username, plan, endsOn }
  | 'giftCardDeclined' // { username, supportUrl }
  | 'rebillFailed' // { username, plan, endsOn, paymentUrl }
  | 'endingSoon' // { username, plan, endsOn, renewUrl }
  | 'cancelled' // { username, plan, endsOn }
  | 'passwordReset' // { username, resetUrl, validMinutes }
  | 'accountDeleted' // { username } (sent before the address is erased)
  | 'paymentHeld' // to the payer: { username, plan, amount, currency, provider, paymentUrl }
  | 'paymentReturned' // to the payer: { username, plan, amount, currency, provider }
  | 'staffPaymentWaiting' // to staff: { username, payer, paymentId, plan, amount, currency, provider, reason }
  | 'passwordChanged' // { username, changedAt, resetUrl }
  | 'emailConfirm' // { username, newEmail, confirmUrl, validHours } (to the new address)
  | 'emailChanged' // { username, newEmail, changedAt, supportUrl } (to the old address)
  | 'purchaseReceipt' // { username, item, amount, currency, provider, paidAt, watchUrl }: a single update bought
  | 'subscriptionExpired' // { username, plan, endedOn, renewUrl }
  | 'refund' // { username, plan, amount, currency, provider? }: access ended with the refund
  | 'chargeback' // { username, plan, amount, currency, supportUrl }: the account is blocked
  | 'chargebackStaff' // { username (staff), member, memberEmail, paymentId, plan, amount, currency, provider, paidAt? }
  | 'newsletterConfirm' // { username, confirmUrl, validDays }: the double opt-in
  | 'newsletter' // { username, title, body, unsubscribeUrl }: sent with a List-Unsubscribe header
  | 'twoFactorOn' // { username, changedAt, resetUrl }
  | 'twoFactorOff' // { username, changedAt, resetUrl }
  | 'deskRequestReply' // { username (the requester's name), subject, body, requestRef }: a reply from the desk
  | 'staffNewRequest' // to staff: { username, kindLabel, requester, requesterEmail, subject, due, deskUrl }
  | 'staffJobFailed'; // to staff: { username, jobName, error, at, deskUrl }: background work failed for good

export interface MailMessage {
  template: MailTemplate;
  to: string;
  /** The recipient's language (`en_US`, `de_DE`, `fr_FR`, `es_ES`); English when unknown. */
  locale: string;
  data: Record<string, string | number | undefined>;
  /** A message with the same key is sent once (e.g. `endingSoon:<subscription id>`). */
  dedupeKey?: string;
  /** The logged mail (sent_mails id) this message sends again from the desk. */
  resendOf?: number;
  /** Extra headers (a newsletter's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Resolves once the message is sent, written, skipped as a duplicate, or has failed (logged):
   * it never rejects. Call it after your transaction commits; `void` it when the answer should not
   * wait for the mail server.
   */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
