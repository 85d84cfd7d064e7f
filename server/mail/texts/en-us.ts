// English mail texts (also what an unknown language gets).
import type { MailTexts } from './mail-texts';

export const enUS: MailTexts = {
  greeting: 'Hello {username},',
  signoff: 'Kind regards,\nThe {siteName} team',
  linkHint: 'If the button does not work, copy this address into your browser:',
  contact: 'Questions? Simply write to us at {supportEmail}.',
  footer: 'You receive this email because of your account at {siteName} ({siteUrl}).',
  unsubscribePage: { title: 'Newsletter', done: 'You have been unsubscribed: we will send you no more newsletters.', invalid: 'This unsubscribe link is not valid. Log in and open the Newsletter page to change your choice.', back: 'Go to {siteName}' },
  providers: { epochCreditCard: 'Credit card (Epoch)', epochPaypal: 'PayPal (Epoch)', bitcoin: 'Bitcoin', amazonVoucher: 'Amazon gift card' },
  templates: {
    welcome: {
      subject: 'Welcome to {siteName}',
      paragraphs: [
        'Thank you for joining {siteName}. Your account is ready.',
        'Your login name is: {username}',
        'Log in with this name (or your email address) and the password you chose when you signed up.',
      ],
      action: { label: 'Log in', link: 'loginUrl' },
    },
    receipt: {
      subject: 'Your receipt from {siteName}: {plan}',
      paragraphs: ['Thank you for your payment. Here are the details for your records.'],
      details: [
        ['Plan', '{plan}'],
        ['Amount', '{amount}'],
        ['Payment method', '{provider}'],
        ['Date', '{paidAt}'],
        ['Renews on', '{renewsOn}'],
        ['Ends on', '{endsOn}'],
      ],
      action: { label: 'Manage your membership', link: 'paymentUrl' },
    },
    giftCardVerified: {
      subject: 'Your gift card has been verified',
      paragraphs: ['Good news: we have verified your gift card, and your membership "{plan}" is now active.', 'Your access runs until {endsOn}.'],
      action: { label: 'Log in', link: 'loginUrl' },
    },
    giftCardDeclined: {
      subject: 'We could not accept your gift card',
      paragraphs: [
        'Unfortunately we could not verify the gift card you sent us, so your membership has not been activated.',
        'If you believe this is a mistake, please contact our support team. We will be glad to help.',
      ],
      action: { label: 'Contact support', link: 'supportUrl' },
    },
    rebillFailed: {
      subject: 'Your membership payment did not go through',
      paragraphs: [
        'We tried to renew your membership "{plan}", but the payment did not go through.',
        'Your access remains active until {endsOn}. To keep it afterwards, please check your payment details or choose another payment method.',
      ],
      action: { label: 'Review your payment', link: 'paymentUrl' },
    },
    endingSoon: {
      subject: 'Your membership ends on {endsOn}',
      paragraphs: ['Your membership "{plan}" ends on {endsOn} and does not renew automatically.', 'Renew now to keep full access to every video and gallery.'],
      action: { label: 'Renew your membership', link: 'renewUrl' },
    },
    cancelled: {
      subject: 'Your membership has been cancelled',
      paragraphs: [
        'As requested, your membership "{plan}" has been cancelled. No further payments will be taken.',
        'You keep full access until {endsOn}. We would be glad to welcome you back.',
      ],
    },
    passwordReset: {
      subject: 'Reset your password for {siteName}',
      paragraphs: [
        'We received a request to reset the password of your account {username}.',
        'The link below is valid for {validMinutes} minutes and works once.',
        'If you did not ask for this, you can ignore this email: your password stays the same.',
      ],
      action: { label: 'Set a new password', link: 'resetUrl' },
    },
    purchaseReceipt: {
      subject: 'Your receipt from {siteName}: {item}',
      paragraphs: ['Thank you for your purchase. "{item}" is yours to watch for good; here are the details for your records.'],
      details: [
        ['Item', '{item}'],
        ['Amount', '{amount}'],
        ['Payment method', '{provider}'],
        ['Date', '{paidAt}'],
      ],
      action: { label: 'Watch now', link: 'watchUrl' },
    },
    subscriptionExpired: {
      subject: 'Your membership has ended',
      paragraphs: ['Your membership "{plan}" ended on {endedOn}, and your access to the members\' area has closed.', 'You can renew at any time and pick up where you left off.'],
      action: { label: 'Renew your membership', link: 'renewUrl' },
    },
    refund: {
      subject: 'Your payment has been refunded',
      paragraphs: ['We have refunded your payment of {amount} for "{plan}".', 'Your access to "{plan}" has ended with this refund. The money is returned to your original payment method; depending on your bank, this can take a few days.'],
      details: [
        ['Refunded', '{amount}'],
        ['For', '{plan}'],
        ['Payment method', '{provider}'],
      ],
    },
    chargeback: {
      subject: 'Your payment was reversed and your account is blocked',
      paragraphs: [
        'Your bank or card issuer has reversed your payment of {amount} for "{plan}" (a chargeback).',
        'Your account has therefore been blocked and you have been signed out. If this was a mistake, please contact our support team: we will gladly sort it out with you.',
      ],
      action: { label: 'Contact support', link: 'supportUrl' },
    },
    chargebackStaff: {
      subject: 'Chargeback: {member}, {amount}',
      paragraphs: ['A payment was charged back. The member\'s account has been blocked and signed out.'],
      details: [
        ['Member', '{member}'],
        ['Email', '{memberEmail}'],
        ['Payment', '#{paymentId}'],
        ['For', '{plan}'],
        ['Amount', '{amount}'],
        ['Payment method', '{provider}'],
        ['Paid on', '{paidAt}'],
      ],
    },
    newsletterConfirm: {
      subject: 'Please confirm your newsletter subscription',
      paragraphs: [
        'You asked to receive the {siteName} newsletter. Please confirm with the button below; until you do, we send you nothing.',
        'The link is valid for {validDays} days. If you did not ask for this, simply ignore this email.',
      ],
      action: { label: 'Confirm subscription', link: 'confirmUrl' },
    },
    newsletter: {
      subject: '{title}',
      paragraphs: ['{body}', 'You receive this newsletter because you subscribed to it. Unsubscribe with one click: {unsubscribeUrl}'],
      action: { label: 'Visit the site', link: 'siteLinkUrl' },
    },
  },
};
