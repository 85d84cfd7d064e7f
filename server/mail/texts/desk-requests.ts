// The desk's request mails in the four languages: a reply staff write to a visitor's contact or
// removal request (their text goes in as {body}, escaped in the HTML like every value), and the
// note to staff that a new request arrived. Each language file adds these to its templates.
import type { TemplateTexts } from './mail-texts';

type DeskTemplates = { deskRequestReply: TemplateTexts; staffNewRequest: TemplateTexts };

export const DESK_REQUEST_MAILS: Record<'en_US' | 'de_DE' | 'fr_FR' | 'es_ES', DeskTemplates> = {
  en_US: {
    deskRequestReply: {
      subject: 'Re: {subject}',
      paragraphs: ['{body}'],
      details: [['Your request', '{subject}'], ['Our reference', '{requestRef}']],
    },
    staffNewRequest: {
      subject: 'New {kindLabel}: {subject}',
      paragraphs: ['{requester} ({requesterEmail}) sent a {kindLabel} on {siteName}. It should be answered by {due}.'],
      details: [['From', '{requester}'], ['Email', '{requesterEmail}'], ['Subject', '{subject}'], ['Due by', '{due}']],
      action: { label: 'Open it in the desk', link: 'deskUrl' },
    },
  },
  de_DE: {
    deskRequestReply: {
      subject: 'AW: {subject}',
      paragraphs: ['{body}'],
      details: [['Ihre Anfrage', '{subject}'], ['Unser Zeichen', '{requestRef}']],
    },
    staffNewRequest: {
      subject: 'Neue {kindLabel}: {subject}',
      paragraphs: ['{requester} ({requesterEmail}) hat auf {siteName} eine {kindLabel} gesendet. Sie sollte bis {due} beantwortet werden.'],
      details: [['Von', '{requester}'], ['E-Mail', '{requesterEmail}'], ['Betreff', '{subject}'], ['Fällig bis', '{due}']],
      action: { label: 'In der Verwaltung öffnen', link: 'deskUrl' },
    },
  },
  fr_FR: {
    deskRequestReply: {
      subject: 'Réponse : {subject}',
      paragraphs: ['{body}'],
      details: [['Votre demande', '{subject}'], ['Notre référence', '{requestRef}']],
    },
    staffNewRequest: {
      subject: 'Nouvelle {kindLabel} : {subject}',
      paragraphs: ['{requester} ({requesterEmail}) a envoyé une {kindLabel} sur {siteName}. La réponse est attendue avant le {due}.'],
      details: [['De', '{requester}'], ['E-mail', '{requesterEmail}'], ['Objet', '{subject}'], ['À traiter avant', '{due}']],
      action: { label: 'Ouvrir dans l’administration', link: 'deskUrl' },
    },
  },
  es_ES: {
    deskRequestReply: {
      subject: 'Respuesta: {subject}',
      paragraphs: ['{body}'],
      details: [['Su solicitud', '{subject}'], ['Nuestra referencia', '{requestRef}']],
    },
    staffNewRequest: {
      subject: 'Nueva {kindLabel}: {subject}',
      paragraphs: ['{requester} ({requesterEmail}) ha enviado una {kindLabel} en {siteName}. Debe responderse antes del {due}.'],
      details: [['De', '{requester}'], ['Correo electrónico', '{requesterEmail}'], ['Asunto', '{subject}'], ['Plazo', '{due}']],
      action: { label: 'Abrir en la administración', link: 'deskUrl' },
    },
  },
};

/** What a request is called in the staff note, per language. */
export const REQUEST_KIND_LABELS: Record<string, Record<'contact' | 'removal', string>> = {
  en_US: { contact: 'contact request', removal: 'content-removal request' },
  de_DE: { contact: 'Kontaktanfrage', removal: 'Löschanfrage' },
  fr_FR: { contact: 'demande de contact', removal: 'demande de retrait de contenu' },
  es_ES: { contact: 'solicitud de contacto', removal: 'solicitud de retirada de contenido' },
};
