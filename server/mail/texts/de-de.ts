// German mail texts (formal "Sie").
import type { MailTexts } from './mail-texts';
import { DESK_REQUEST_MAILS } from './desk-requests';
import { DESK_JOB_MAILS } from './desk-jobs';

export const deDE: MailTexts = {
  greeting: 'Hallo {username},',
  signoff: 'Freundliche Grüße\nIhr {siteName}-Team',
  linkHint: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
  contact: 'Fragen? Schreiben Sie uns einfach an {supportEmail}.',
  footer: 'Sie erhalten diese E-Mail aufgrund Ihres Kontos bei {siteName} ({siteUrl}).',
  unsubscribePage: { title: 'Newsletter', done: 'Sie haben den Newsletter abbestellt: Wir senden Ihnen keine Newsletter mehr.', invalid: 'Dieser Abmeldelink ist ungültig. Melden Sie sich an und öffnen Sie die Newsletter-Seite, um Ihre Wahl zu ändern.', back: 'Zu {siteName}' },
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
        'Ihr Zugang bleibt bis zum {endsOn} bestehen. Damit er danach weiterläuft, öffnen Sie Ihre Zahlungsseite: Wo Ihr Zahlungsanbieter das Ändern der Karte erlaubt, führt sie dorthin (die Zahlung wird dann erneut eingezogen); sonst kündigen Sie die Mitgliedschaft dort und schließen sie mit einer anderen Karte oder Zahlungsart neu ab.',
      ],
      action: { label: 'Karte ändern oder neu abschließen', link: 'paymentUrl' },
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
    paymentHeld: {
      subject: 'Ihre Zahlung ist sicher: Unser Team kümmert sich darum',
      paragraphs: [
        'Wir haben Ihre Zahlung für „{plan}“ erhalten, konnten Ihnen das Bezahlte aber nicht automatisch freischalten (zum Beispiel wurde der Benutzername inzwischen vergeben, Sie besitzen diesen Inhalt bereits, oder die Zahlung kam nach Ablauf der Rechnung an).',
        'Ihr Geld ist sicher. Unser Team erstattet es Ihnen oder schaltet Ihnen das Bezahlte frei und schreibt Ihnen. Sie müssen nichts weiter tun.',
      ],
      details: [
        ['Für', '{plan}'],
        ['Betrag', '{amount}'],
        ['Zahlungsart', '{provider}'],
      ],
      action: { label: 'Ihre Zahlungen ansehen', link: 'paymentUrl' },
    },
    paymentReturned: {
      subject: 'Wir haben Ihre Zahlung erstattet',
      paragraphs: [
        'Wir haben Ihre Zahlung für „{plan}“ erhalten, konnten Ihnen das Bezahlte aber nicht freischalten (zum Beispiel wurde der Benutzername inzwischen vergeben, oder Sie besitzen diesen Inhalt bereits).',
        'Deshalb haben wir sie vollständig erstattet. Je nach Bank oder Zahlungsanbieter ist das Geld in wenigen Tagen wieder auf Ihrem Konto.',
      ],
      details: [
        ['Für', '{plan}'],
        ['Betrag', '{amount}'],
        ['Zahlungsart', '{provider}'],
      ],
    },
    staffPaymentWaiting: {
      subject: 'Eine Zahlung wartet auf Ihre Entscheidung (Zahlung {paymentId})',
      paragraphs: [
        'Eine Zahlung hat Geld eingezogen, das die Website nicht automatisch einlösen konnte, und der Zahlungsanbieter hat es nicht erstattet. Bitte erstatten Sie es (und erfassen Sie die Erstattung) oder schalten Sie das Bezahlte frei.',
      ],
      details: [
        ['Zahlung', '{paymentId}'],
        ['Zahler', '{payer}'],
        ['Für', '{plan}'],
        ['Betrag', '{amount}'],
        ['Zahlungsart', '{provider}'],
        ['Grund', '{reason}'],
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
    accountDeleted: {
      subject: 'Ihr Konto bei {siteName} wurde gelöscht',
      paragraphs: [
        'Wie gewünscht haben wir Ihr Konto {username} gelöscht. Sie können sich nicht mehr anmelden; Ihr Benutzername und Ihre E-Mail-Adresse sind wieder frei.',
        'Ihre E-Mail-Adresse, Favoriten, Bewertungen, angemeldeten Geräte und Ihr Passwort wurden gelöscht, und Ihre Kommentare zeigen Ihren Namen nicht mehr. Ihre Zahlungen, Belege und Abonnements (Beträge, Daten, Rechnungsnummern sowie Name und E-Mail-Adresse, mit denen bezahlt wurde) bewahren wir so lange auf, wie Steuer- und Zahlungsrecht es verlangen.',
        'Dies ist die letzte E-Mail, die wir an diese Adresse senden.',
      ],
    },
    purchaseReceipt: {
      subject: 'Ihre Zahlungsbestätigung von {siteName}: {item}',
      paragraphs: ['Vielen Dank für Ihren Kauf. „{item}“ gehört jetzt dauerhaft Ihnen; hier sind die Einzelheiten für Ihre Unterlagen.'],
      details: [
        ['Artikel', '{item}'],
        ['Betrag', '{amount}'],
        ['Zahlungsart', '{provider}'],
        ['Datum', '{paidAt}'],
      ],
      action: { label: 'Jetzt ansehen', link: 'watchUrl' },
    },
    subscriptionExpired: {
      subject: 'Ihre Mitgliedschaft ist beendet',
      paragraphs: ['Ihre Mitgliedschaft „{plan}“ ist am {endedOn} abgelaufen, und Ihr Zugang zum Mitgliederbereich ist geschlossen.', 'Sie können jederzeit verlängern und dort weitermachen, wo Sie aufgehört haben.'],
      action: { label: 'Mitgliedschaft verlängern', link: 'renewUrl' },
    },
    refund: {
      subject: 'Ihre Zahlung wurde erstattet',
      paragraphs: ['Wir haben Ihre Zahlung von {amount} für „{plan}“ erstattet.', 'Mit der Erstattung ist Ihr Zugang zu „{plan}“ beendet. Das Geld geht an Ihre ursprüngliche Zahlungsart zurück; je nach Bank kann das einige Tage dauern.'],
      details: [
        ['Erstattet', '{amount}'],
        ['Für', '{plan}'],
        ['Zahlungsart', '{provider}'],
      ],
    },
    chargeback: {
      subject: 'Ihre Zahlung wurde zurückgebucht und Ihr Konto gesperrt',
      paragraphs: [
        'Ihre Bank oder Ihr Kartenherausgeber hat Ihre Zahlung von {amount} für „{plan}“ zurückgebucht (Rückbuchung).',
        'Ihr Konto wurde deshalb gesperrt und Sie wurden abgemeldet. Falls es sich um einen Irrtum handelt, wenden Sie sich bitte an unseren Support: Wir klären das gern mit Ihnen.',
      ],
      action: { label: 'Support kontaktieren', link: 'supportUrl' },
    },
    chargebackStaff: {
      subject: 'Rückbuchung: {member}, {amount}',
      paragraphs: ['Eine Zahlung wurde zurückgebucht. Das Konto des Mitglieds wurde gesperrt und abgemeldet.'],
      details: [
        ['Mitglied', '{member}'],
        ['E-Mail', '{memberEmail}'],
        ['Zahlung', '#{paymentId}'],
        ['Für', '{plan}'],
        ['Betrag', '{amount}'],
        ['Zahlungsart', '{provider}'],
        ['Bezahlt am', '{paidAt}'],
      ],
    },
    newsletterConfirm: {
      subject: 'Bitte bestätigen Sie Ihr Newsletter-Abonnement',
      paragraphs: [
        'Sie möchten den Newsletter von {siteName} erhalten. Bitte bestätigen Sie das mit der Schaltfläche unten; bis dahin senden wir Ihnen nichts.',
        'Der Link ist {validDays} Tage lang gültig. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach.',
      ],
      action: { label: 'Abonnement bestätigen', link: 'confirmUrl' },
    },
    newsletter: {
      subject: '{title}',
      paragraphs: ['{body}', 'Sie erhalten diesen Newsletter, weil Sie ihn abonniert haben. Mit einem Klick abbestellen: {unsubscribeUrl}'],
      action: { label: 'Zur Website', link: 'siteLinkUrl' },
    },
    ...DESK_REQUEST_MAILS.de_DE,
    ...DESK_JOB_MAILS.de_DE,
  },
};
