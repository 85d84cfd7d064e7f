// The note to staff that background work failed for good (a media file's processing after its last
// attempt, a scheduled job), in the four languages. Each language file adds it to its templates.
import type { TemplateTexts } from './mail-texts';

export const DESK_JOB_MAILS: Record<'en_US' | 'de_DE' | 'fr_FR' | 'es_ES', { staffJobFailed: TemplateTexts }> = {
  en_US: {
    staffJobFailed: {
      subject: 'Failed on {siteName}: {jobName}',
      paragraphs: ['{jobName} failed at {at} and will not be retried by itself. The dashboard lists what failed.'],
      details: [['What', '{jobName}'], ['Error', '{error}'], ['When', '{at}']],
      action: { label: 'Open the dashboard', link: 'deskUrl' },
    },
  },
  de_DE: {
    staffJobFailed: {
      subject: 'Fehlgeschlagen auf {siteName}: {jobName}',
      paragraphs: ['{jobName} ist am {at} fehlgeschlagen und wird nicht von selbst wiederholt. Die Übersicht listet, was fehlgeschlagen ist.'],
      details: [['Was', '{jobName}'], ['Fehler', '{error}'], ['Wann', '{at}']],
      action: { label: 'Übersicht öffnen', link: 'deskUrl' },
    },
  },
  fr_FR: {
    staffJobFailed: {
      subject: 'Échec sur {siteName} : {jobName}',
      paragraphs: ['{jobName} a échoué le {at} et ne sera pas relancé automatiquement. Le tableau de bord liste ce qui a échoué.'],
      details: [['Quoi', '{jobName}'], ['Erreur', '{error}'], ['Quand', '{at}']],
      action: { label: 'Ouvrir le tableau de bord', link: 'deskUrl' },
    },
  },
  es_ES: {
    staffJobFailed: {
      subject: 'Error en {siteName}: {jobName}',
      paragraphs: ['{jobName} falló el {at} y no se volverá a intentar por sí solo. El panel muestra lo que ha fallado.'],
      details: [['Qué', '{jobName}'], ['Error', '{error}'], ['Cuándo', '{at}']],
      action: { label: 'Abrir el panel', link: 'deskUrl' },
    },
  },
};
