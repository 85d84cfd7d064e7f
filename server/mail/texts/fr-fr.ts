// French mail texts ("vous"; a no-break space before : ? and inside « »).
import type { MailTexts } from './mail-texts';

export const frFR: MailTexts = {
  greeting: 'Bonjour {username},',
  signoff: 'Bien cordialement,\nL’équipe {siteName}',
  linkHint: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:',
  contact: 'Une question\u00a0? Écrivez-nous simplement à {supportEmail}.',
  footer: 'Vous recevez cet e-mail en raison de votre compte sur {siteName} ({siteUrl}).',
  providers: { epochCreditCard: 'Carte bancaire (Epoch)', epochPaypal: 'PayPal (Epoch)', bitcoin: 'Bitcoin', amazonVoucher: 'Carte cadeau Amazon' },
  templates: {
    welcome: {
      subject: 'Bienvenue sur {siteName}',
      paragraphs: [
        'Merci de votre inscription sur {siteName}. Votre compte est prêt.',
        'Votre identifiant est\u00a0: {username}',
        'Connectez-vous avec cet identifiant (ou votre adresse e-mail) et le mot de passe choisi lors de votre inscription.',
      ],
      action: { label: 'Se connecter', link: 'loginUrl' },
    },
    receipt: {
      subject: 'Votre reçu {siteName}\u00a0: {plan}',
      paragraphs: ['Merci pour votre paiement. Voici le détail pour vos dossiers.'],
      details: [
        ['Formule', '{plan}'],
        ['Montant', '{amount}'],
        ['Moyen de paiement', '{provider}'],
        ['Date', '{paidAt}'],
        ['Renouvellement le', '{renewsOn}'],
        ['Fin le', '{endsOn}'],
      ],
      action: { label: 'Gérer mon abonnement', link: 'paymentUrl' },
    },
    giftCardVerified: {
      subject: 'Votre carte cadeau a été validée',
      paragraphs: [
        'Bonne nouvelle\u00a0: nous avons vérifié votre carte cadeau, et votre abonnement «\u00a0{plan}\u00a0» est maintenant actif.',
        'Votre accès est valable jusqu’au {endsOn}.',
      ],
      action: { label: 'Se connecter', link: 'loginUrl' },
    },
    giftCardDeclined: {
      subject: 'Nous n’avons pas pu accepter votre carte cadeau',
      paragraphs: [
        'Malheureusement, nous n’avons pas pu valider la carte cadeau que vous nous avez envoyée. Votre abonnement n’a donc pas été activé.',
        'Si vous pensez qu’il s’agit d’une erreur, contactez notre service client. Nous vous aiderons volontiers.',
      ],
      action: { label: 'Contacter le service client', link: 'supportUrl' },
    },
    rebillFailed: {
      subject: 'Le paiement de votre abonnement n’a pas abouti',
      paragraphs: [
        'Nous avons tenté de renouveler votre abonnement «\u00a0{plan}\u00a0», mais le paiement n’a pas abouti.',
        'Votre accès reste actif jusqu’au {endsOn}. Pour le conserver ensuite, vérifiez vos informations de paiement ou choisissez un autre moyen de paiement.',
      ],
      action: { label: 'Vérifier le paiement', link: 'paymentUrl' },
    },
    endingSoon: {
      subject: 'Votre abonnement prend fin le {endsOn}',
      paragraphs: [
        'Votre abonnement «\u00a0{plan}\u00a0» prend fin le {endsOn} et ne sera pas renouvelé automatiquement.',
        'Renouvelez-le dès maintenant pour garder un accès complet à toutes les vidéos et galeries.',
      ],
      action: { label: 'Renouveler mon abonnement', link: 'renewUrl' },
    },
    cancelled: {
      subject: 'Votre abonnement a été résilié',
      paragraphs: [
        'Comme demandé, votre abonnement «\u00a0{plan}\u00a0» a été résilié. Aucun autre paiement ne sera prélevé.',
        'Vous gardez un accès complet jusqu’au {endsOn}. Nous serions ravis de vous revoir.',
      ],
    },
    passwordChanged: {
      subject: 'Votre mot de passe {siteName} a été modifié',
      paragraphs: [
        'Le mot de passe de votre compte {username} a été modifié le {changedAt}. Tous les autres appareils ont été déconnectés.',
        'Si ce n’était pas vous, définissez immédiatement un nouveau mot de passe avec le lien ci-dessous et écrivez-nous.',
      ],
      action: { label: 'Définir un nouveau mot de passe', link: 'resetUrl' },
    },
    emailConfirm: {
      subject: 'Confirmez votre nouvelle adresse e-mail pour {siteName}',
      paragraphs: [
        'Vous avez demandé à utiliser {newEmail} pour votre compte {username}.',
        'Veuillez la confirmer avec le lien ci-dessous. Il est valable {validHours} heures et ne fonctionne qu’une fois ; d’ici là, votre ancienne adresse reste utilisée.',
        'Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail.',
      ],
      action: { label: 'Confirmer la nouvelle adresse', link: 'confirmUrl' },
    },
    emailChanged: {
      subject: 'Votre adresse e-mail pour {siteName} a été modifiée',
      paragraphs: [
        'L’adresse e-mail de votre compte {username} a été remplacée par {newEmail} le {changedAt}. Nous vous écrirons désormais à la nouvelle adresse.',
        'Si ce n’était pas vous, contactez-nous immédiatement.',
      ],
      action: { label: 'Nous contacter', link: 'supportUrl' },
    },
    twoFactorOn: {
      subject: 'La connexion en deux étapes pour {siteName} a été activée',
      paragraphs: [
        'La connexion en deux étapes a été activée pour votre compte {username} le {changedAt}. Désormais, après votre mot de passe, un code de votre application d’authentification vous sera demandé.',
        'Conservez vos codes de récupération en lieu sûr : chacun vous permet de vous connecter une fois si vous perdez votre téléphone.',
        'Si ce n’était pas vous, définissez immédiatement un nouveau mot de passe avec le lien ci-dessous et écrivez-nous.',
      ],
      action: { label: 'Définir un nouveau mot de passe', link: 'resetUrl' },
    },
    twoFactorOff: {
      subject: 'La connexion en deux étapes pour {siteName} a été désactivée',
      paragraphs: [
        'La connexion en deux étapes a été désactivée pour votre compte {username} le {changedAt}. Seul votre mot de passe vous sera désormais demandé.',
        'Si ce n’était pas vous, définissez immédiatement un nouveau mot de passe avec le lien ci-dessous et écrivez-nous.',
      ],
      action: { label: 'Définir un nouveau mot de passe', link: 'resetUrl' },
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe {siteName}',
      paragraphs: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {username}.',
        'Le lien ci-dessous est valable {validMinutes} minutes et ne peut être utilisé qu’une seule fois.',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail\u00a0: votre mot de passe reste inchangé.',
      ],
      action: { label: 'Choisir un nouveau mot de passe', link: 'resetUrl' },
    },
  },
};
