// English mail texts (also what an unknown language gets).
import type { MailTexts } from './mail-texts';

export const enUS: MailTexts = {
  greeting: 'Hello {username},',
  signoff: 'Kind regards,\nThe {siteName} team',
  linkHint: 'If the button does not work, copy this address into your browser:',
  contact: 'Questions? Simply write to us at {supportEmail}.',
  footer: 'You receive this email because of your account at {siteName} ({siteUrl}).',
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
  },
};
