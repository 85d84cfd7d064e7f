// French mail texts ("vous"; a no-break space before : ? and inside « »).
import type { MailTexts } from './mail-texts';
import { DESK_REQUEST_MAILS } from './desk-requests';
import { DESK_JOB_MAILS } from './desk-jobs';

export const frFR: MailTexts = {
  greeting: 'Bonjour {username},',
  signoff: 'Bien cordialement,\nL’équipe {siteName}',
  linkHint: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:',
  contact: 'Une question\u00a0? Écrivez-nous simplement à {supportEmail}.',
  footer: 'Vous recevez cet e-mail en raison de votre compte sur {siteName} ({siteUrl}).',
  unsubscribePage: { title: 'Newsletter', done: 'Votre désinscription est faite\u00a0: nous ne vous enverrons plus de newsletter.', invalid: 'Ce lien de désinscription n’est pas valide. Connectez-vous et ouvrez la page Newsletter pour modifier votre choix.', back: 'Aller sur {siteName}' },
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
        'Votre accès reste actif jusqu’au {endsOn}. Pour le conserver ensuite, ouvrez votre page de paiement\u00a0: si votre prestataire de paiement permet de changer de carte, elle vous y mène (le paiement est alors de nouveau prélevé)\u00a0; sinon, résiliez l’abonnement sur cette page et réabonnez-vous avec une autre carte ou un autre moyen de paiement.',
      ],
      action: { label: 'Changer de carte ou se réabonner', link: 'paymentUrl' },
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
    paymentHeld: {
      subject: 'Votre paiement est en sécurité\u00a0: notre équipe s’en occupe',
      paragraphs: [
        'Nous avons bien reçu votre paiement pour «\u00a0{plan}\u00a0», mais nous n’avons pas pu vous donner automatiquement ce qu’il paie (par exemple, le nom d’utilisateur a été pris entre-temps, vous possédez déjà ce contenu, ou le paiement est arrivé après l’expiration de sa facture).',
        'Votre argent est en sécurité. Notre équipe va soit vous le rembourser, soit vous donner l’accès payé, et vous écrira. Vous n’avez rien à faire.',
      ],
      details: [
        ['Pour', '{plan}'],
        ['Montant', '{amount}'],
        ['Moyen de paiement', '{provider}'],
      ],
      action: { label: 'Voir vos paiements', link: 'paymentUrl' },
    },
    paymentReturned: {
      subject: 'Nous avons remboursé votre paiement',
      paragraphs: [
        'Nous avons bien reçu votre paiement pour «\u00a0{plan}\u00a0», mais nous n’avons pas pu vous donner ce qu’il paie (par exemple, le nom d’utilisateur a été pris entre-temps, ou vous possédez déjà ce contenu).',
        'Nous l’avons donc remboursé intégralement. Selon votre banque ou votre prestataire de paiement, l’argent sera de retour sur votre compte d’ici quelques jours.',
      ],
      details: [
        ['Pour', '{plan}'],
        ['Montant', '{amount}'],
        ['Moyen de paiement', '{provider}'],
      ],
    },
    staffPaymentWaiting: {
      subject: 'Un paiement attend votre décision (paiement {paymentId})',
      paragraphs: [
        'Un paiement a encaissé de l’argent que le site n’a pas pu honorer automatiquement, et le prestataire de paiement ne l’a pas remboursé. Veuillez le rembourser (et enregistrer le remboursement) ou accorder ce qu’il paie.',
      ],
      details: [
        ['Paiement', '{paymentId}'],
        ['Payeur', '{payer}'],
        ['Pour', '{plan}'],
        ['Montant', '{amount}'],
        ['Moyen de paiement', '{provider}'],
        ['Motif', '{reason}'],
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
    accountDeleted: {
      subject: 'Votre compte sur {siteName} a été supprimé',
      paragraphs: [
        'Comme vous l’avez demandé, nous avons supprimé votre compte {username}. Vous ne pouvez plus vous connecter, et votre nom d’utilisateur et votre adresse e-mail sont de nouveau libres.',
        'Votre adresse e-mail, vos favoris, vos notes, vos appareils connectés et votre mot de passe ont été effacés, et vos commentaires n’affichent plus votre nom. Nous conservons vos paiements, reçus et abonnements (montants, dates, numéros de facture, ainsi que le nom et l’e-mail utilisés pour payer) aussi longtemps que le droit fiscal et le droit des paiements l’exigent.',
        'Ceci est le dernier e-mail que nous envoyons à cette adresse.',
      ],
    },
    purchaseReceipt: {
      subject: 'Votre reçu {siteName}\u00a0: {item}',
      paragraphs: ['Merci pour votre achat. «\u00a0{item}\u00a0» est à vous pour toujours\u00a0; voici le détail pour vos dossiers.'],
      details: [
        ['Article', '{item}'],
        ['Montant', '{amount}'],
        ['Moyen de paiement', '{provider}'],
        ['Date', '{paidAt}'],
      ],
      action: { label: 'Regarder maintenant', link: 'watchUrl' },
    },
    subscriptionExpired: {
      subject: 'Votre abonnement a pris fin',
      paragraphs: ['Votre abonnement «\u00a0{plan}\u00a0» a pris fin le {endedOn}, et votre accès à l’espace membres est fermé.', 'Vous pouvez le renouveler à tout moment et reprendre là où vous vous étiez arrêté.'],
      action: { label: 'Renouveler mon abonnement', link: 'renewUrl' },
    },
    refund: {
      subject: 'Votre paiement a été remboursé',
      paragraphs: ['Nous avons remboursé votre paiement de {amount} pour «\u00a0{plan}\u00a0».', 'Avec ce remboursement, votre accès à «\u00a0{plan}\u00a0» a pris fin. L’argent est reversé sur votre moyen de paiement d’origine\u00a0; selon votre banque, cela peut prendre quelques jours.'],
      details: [
        ['Remboursé', '{amount}'],
        ['Pour', '{plan}'],
        ['Moyen de paiement', '{provider}'],
      ],
    },
    chargeback: {
      subject: 'Votre paiement a été contesté et votre compte est bloqué',
      paragraphs: [
        'Votre banque ou l’émetteur de votre carte a annulé votre paiement de {amount} pour «\u00a0{plan}\u00a0» (rétrofacturation).',
        'Votre compte a donc été bloqué et vous avez été déconnecté. S’il s’agit d’une erreur, contactez notre support\u00a0: nous réglerons cela volontiers avec vous.',
      ],
      action: { label: 'Contacter le support', link: 'supportUrl' },
    },
    chargebackStaff: {
      subject: 'Rétrofacturation\u00a0: {member}, {amount}',
      paragraphs: ['Un paiement a fait l’objet d’une rétrofacturation. Le compte du membre a été bloqué et déconnecté.'],
      details: [
        ['Membre', '{member}'],
        ['E-mail', '{memberEmail}'],
        ['Paiement', '#{paymentId}'],
        ['Pour', '{plan}'],
        ['Montant', '{amount}'],
        ['Moyen de paiement', '{provider}'],
        ['Payé le', '{paidAt}'],
      ],
    },
    newsletterConfirm: {
      subject: 'Merci de confirmer votre inscription à la newsletter',
      paragraphs: [
        'Vous avez demandé à recevoir la newsletter de {siteName}. Merci de confirmer avec le bouton ci-dessous\u00a0; d’ici là, nous ne vous envoyons rien.',
        'Le lien est valable {validDays}\u00a0jours. Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail.',
      ],
      action: { label: 'Confirmer l’inscription', link: 'confirmUrl' },
    },
    newsletter: {
      subject: '{title}',
      paragraphs: ['{body}', 'Vous recevez cette newsletter parce que vous y êtes inscrit. Se désinscrire en un clic\u00a0: {unsubscribeUrl}'],
      action: { label: 'Visiter le site', link: 'siteLinkUrl' },
    },
    ...DESK_REQUEST_MAILS.fr_FR,
    ...DESK_JOB_MAILS.fr_FR,
  },
};
