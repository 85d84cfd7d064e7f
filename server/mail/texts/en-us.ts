// English mail texts (also what an unknown language gets).
import type { MailTexts } from './mail-texts';
import { DESK_REQUEST_MAILS } from './desk-requests';
import { DESK_JOB_MAILS } from './desk-jobs';

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
        'Your access remains active until {endsOn}. To keep it afterwards, open your payment page: where your payment provider lets you update your card, it links there (the payment is then taken again); otherwise cancel the membership there and join again with another card or payment method.',
      ],
      action: { label: 'Update card or rejoin', link: 'paymentUrl' },
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
    paymentHeld: {
      subject: 'Your payment is safe: our team will sort it out',
      paragraphs: [
        'We received your payment for "{plan}", but we could not give you what it paid for automatically (for example, the username was taken in the meantime, you already own this item, or the payment arrived after its invoice expired).',
        'Your money is safe. Our team will either refund it or give you the access it paid for, and will write to you. You do not need to do anything.',
      ],
      details: [
        ['For', '{plan}'],
        ['Amount', '{amount}'],
        ['Payment method', '{provider}'],
      ],
      action: { label: 'See your payments', link: 'paymentUrl' },
    },
    paymentReturned: {
      subject: 'We have refunded your payment',
      paragraphs: [
        'We received your payment for "{plan}", but we could not give you what it paid for (for example, the username was taken in the meantime or you already own this item).',
        'So we have refunded it in full. Depending on your bank or payment provider, the money is back in your account within a few days.',
      ],
      details: [
        ['For', '{plan}'],
        ['Amount', '{amount}'],
        ['Payment method', '{provider}'],
      ],
    },
    staffPaymentWaiting: {
      subject: 'A payment waits for your decision (payment {paymentId})',
      paragraphs: [
        'A payment took money that the site could not honour automatically, and the payment provider did not refund it. Please refund it (and record the refund) or grant what it paid for.',
      ],
      details: [
        ['Payment', '{paymentId}'],
        ['Payer', '{payer}'],
        ['For', '{plan}'],
        ['Amount', '{amount}'],
        ['Payment method', '{provider}'],
        ['Reason', '{reason}'],
      ],
    },
    passwordChanged: {
      subject: 'Your password for {siteName} was changed',
      paragraphs: [
        'The password of your account {username} was changed on {changedAt}. Every other device has been signed out.',
        'If you did not do this, set a new password at once with the link below and write to us.',
      ],
      action: { label: 'Set a new password', link: 'resetUrl' },
    },
    emailConfirm: {
      subject: 'Confirm your new email address for {siteName}',
      paragraphs: [
        'You asked to use {newEmail} for your account {username}.',
        'Please confirm it with the link below. It is valid for {validHours} hours and works once; until then your old address stays in use.',
        'If you did not ask for this, you can ignore this email.',
      ],
      action: { label: 'Confirm new email address', link: 'confirmUrl' },
    },
    emailChanged: {
      subject: 'Your email address for {siteName} was changed',
      paragraphs: [
        'The email address of your account {username} was changed to {newEmail} on {changedAt}. We will write to the new address from now on.',
        'If you did not do this, please contact us at once.',
      ],
      action: { label: 'Contact us', link: 'supportUrl' },
    },
    twoFactorOn: {
      subject: 'Two-factor sign-in for {siteName} was turned on',
      paragraphs: [
        'Two-factor sign-in was turned on for your account {username} on {changedAt}. From now on, signing in asks for a code from your authenticator app after your password.',
        'Keep your recovery codes in a safe place: each one lets you sign in once if you lose your phone.',
        'If you did not do this, set a new password at once with the link below and write to us.',
      ],
      action: { label: 'Set a new password', link: 'resetUrl' },
    },
    twoFactorOff: {
      subject: 'Two-factor sign-in for {siteName} was turned off',
      paragraphs: [
        'Two-factor sign-in was turned off for your account {username} on {changedAt}. Signing in now asks only for your password.',
        'If you did not do this, set a new password at once with the link below and write to us.',
      ],
      action: { label: 'Set a new password', link: 'resetUrl' },
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
    accountDeleted: {
      subject: 'Your account at {siteName} has been deleted',
      paragraphs: [
        'As you asked, we have deleted your account {username}. You can no longer log in, and your username and email address are free again.',
        'Your email address, favourites, ratings, signed-in devices and password have been erased, and your comments no longer show your name. We keep your payments, receipts and subscriptions (amounts, dates, invoice numbers and the name and email they were paid with) for as long as tax and payment law requires.',
        'This is the last email we send to this address.',
      ],
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
    ...DESK_REQUEST_MAILS.en_US,
    ...DESK_JOB_MAILS.en_US,
  },
};
