// German mail texts (formal "Sie").
import type { MailTexts } from './mail-texts';

export const deDE: MailTexts = {
  greeting: 'Hallo {username},',
  signoff: 'Freundliche Grüße\nIhr {siteName}-Team',
  linkHint: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
  contact: 'Fragen? Schreiben Sie uns einfach an {supportEmail}.',
  footer: 'Sie erhalten diese E-Mail aufgrund Ihres Kontos bei {siteName} ({siteUrl}).',
  providers: { epochCreditCard: 'Kreditkarte (Epoch)', epochPaypal: 'PayPal (Epoch)', bitcoin: 'Bitcoin', amazonVoucher: 'Amazon-Geschenkkarte' },
  templates: {
    welcome: {
      subject: 'Willkommen bei {siteName}',
      paragraphs: [
        'Vielen Dank für Ihre Registrierung bei {siteName}. Ihr Konto ist bereit.',
        'Ihr Benutzername lautet: {username}',
        'Melden Sie sich mit diesem Namen (oder Ihrer E-Mail-Adresse) und dem Passwort an, das Sie bei der Registrierung gewählt haben.',
      ],
      action: { label: 'Anmelden', link: 'loginUrl' },
    },
    receipt: {
      subject: 'Ihre Zahlungsbestätigung von {siteName}: {plan}',
      paragraphs: ['Vielen Dank für Ihre Zahlung. Hier sind die Einzelheiten für Ihre Unterlagen.'],
      details: [
        ['Mitgliedschaft', '{plan}'],
        ['Betrag', '{amount}'],
        ['Zahlungsart', '{provider}'],
        ['Datum', '{paidAt}'],
        ['Verlängert sich am', '{renewsOn}'],
        ['Endet am', '{endsOn}'],
      ],
      action: { label: 'Mitgliedschaft verwalten', link: 'paymentUrl' },
    },
    giftCardVerified: {
      subject: 'Ihre Geschenkkarte wurde bestätigt',
      paragraphs: ['Gute Nachricht: Wir haben Ihre Geschenkkarte geprüft, und Ihre Mitgliedschaft „{plan}“ ist jetzt aktiv.', 'Ihr Zugang gilt bis zum {endsOn}.'],
      action: { label: 'Anmelden', link: 'loginUrl' },
    },
    giftCardDeclined: {
      subject: 'Wir konnten Ihre Geschenkkarte leider nicht annehmen',
      paragraphs: [
        'Leider konnten wir die Geschenkkarte, die Sie uns gesendet haben, nicht bestätigen. Ihre Mitgliedschaft wurde daher nicht aktiviert.',
        'Falls Sie glauben, dass es sich um einen Irrtum handelt, wenden Sie sich bitte an unseren Support. Wir helfen Ihnen gern.',
      ],
      action: { label: 'Support kontaktieren', link: 'supportUrl' },
    },
    rebillFailed: {
      subject: 'Die Zahlung für Ihre Mitgliedschaft ist fehlgeschlagen',
      paragraphs: [
        'Wir wollten Ihre Mitgliedschaft „{plan}“ verlängern, doch die Zahlung ist nicht durchgegangen.',
        'Ihr Zugang bleibt bis zum {endsOn} bestehen. Damit er danach weiterläuft, prüfen Sie bitte Ihre Zahlungsdaten oder wählen Sie eine andere Zahlungsart.',
      ],
      action: { label: 'Zahlung prüfen', link: 'paymentUrl' },
    },
    endingSoon: {
      subject: 'Ihre Mitgliedschaft endet am {endsOn}',
      paragraphs: [
        'Ihre Mitgliedschaft „{plan}“ endet am {endsOn} und verlängert sich nicht automatisch.',
        'Verlängern Sie jetzt, um weiterhin vollen Zugriff auf alle Videos und Galerien zu haben.',
      ],
      action: { label: 'Mitgliedschaft verlängern', link: 'renewUrl' },
    },
    cancelled: {
      subject: 'Ihre Mitgliedschaft wurde gekündigt',
      paragraphs: [
        'Wie gewünscht haben wir Ihre Mitgliedschaft „{plan}“ gekündigt. Es werden keine weiteren Zahlungen eingezogen.',
        'Sie behalten vollen Zugriff bis zum {endsOn}. Wir würden uns freuen, Sie wieder bei uns begrüßen zu dürfen.',
      ],
    },
    passwordChanged: {
      subject: 'Ihr Passwort für {siteName} wurde geändert',
      paragraphs: [
        'Das Passwort Ihres Kontos {username} wurde am {changedAt} geändert. Alle anderen Geräte wurden abgemeldet.',
        'Falls Sie das nicht waren, legen Sie bitte sofort über den folgenden Link ein neues Passwort fest und schreiben Sie uns.',
      ],
      action: { label: 'Neues Passwort festlegen', link: 'resetUrl' },
    },
    emailConfirm: {
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für {siteName}',
      paragraphs: [
        'Sie möchten {newEmail} für Ihr Konto {username} verwenden.',
        'Bitte bestätigen Sie die Adresse über den folgenden Link. Er ist {validHours} Stunden lang gültig und kann einmal verwendet werden; bis dahin bleibt Ihre bisherige Adresse in Gebrauch.',
        'Falls Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren.',
      ],
      action: { label: 'Neue E-Mail-Adresse bestätigen', link: 'confirmUrl' },
    },
    emailChanged: {
      subject: 'Ihre E-Mail-Adresse für {siteName} wurde geändert',
      paragraphs: [
        'Die E-Mail-Adresse Ihres Kontos {username} wurde am {changedAt} in {newEmail} geändert. Wir schreiben Ihnen ab jetzt an die neue Adresse.',
        'Falls Sie das nicht waren, wenden Sie sich bitte sofort an uns.',
      ],
      action: { label: 'Kontakt aufnehmen', link: 'supportUrl' },
    },
    twoFactorOn: {
      subject: 'Die Zwei-Faktor-Anmeldung für {siteName} wurde eingeschaltet',
      paragraphs: [
        'Für Ihr Konto {username} wurde am {changedAt} die Zwei-Faktor-Anmeldung eingeschaltet. Ab jetzt fragen wir bei der Anmeldung nach Ihrem Passwort auch nach einem Code aus Ihrer Authenticator-App.',
        'Bewahren Sie Ihre Wiederherstellungscodes sicher auf: Mit jedem können Sie sich einmal anmelden, falls Sie Ihr Telefon verlieren.',
        'Falls Sie das nicht waren, legen Sie bitte sofort über den folgenden Link ein neues Passwort fest und schreiben Sie uns.',
      ],
      action: { label: 'Neues Passwort festlegen', link: 'resetUrl' },
    },
    twoFactorOff: {
      subject: 'Die Zwei-Faktor-Anmeldung für {siteName} wurde ausgeschaltet',
      paragraphs: [
        'Für Ihr Konto {username} wurde am {changedAt} die Zwei-Faktor-Anmeldung ausgeschaltet. Bei der Anmeldung fragen wir jetzt nur noch nach Ihrem Passwort.',
        'Falls Sie das nicht waren, legen Sie bitte sofort über den folgenden Link ein neues Passwort fest und schreiben Sie uns.',
      ],
      action: { label: 'Neues Passwort festlegen', link: 'resetUrl' },
    },
    passwordReset: {
      subject: 'Passwort für {siteName} zurücksetzen',
      paragraphs: [
        'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos {username} zurückzusetzen.',
        'Der folgende Link ist {validMinutes} Minuten lang gültig und kann einmal verwendet werden.',
        'Falls Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
      ],
      action: { label: 'Neues Passwort festlegen', link: 'resetUrl' },
    },
  },
};
