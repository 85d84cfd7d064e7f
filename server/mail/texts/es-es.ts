// Spanish mail texts (formal "usted").
import type { MailTexts } from './mail-texts';

export const esES: MailTexts = {
  greeting: 'Hola, {username}:',
  signoff: 'Un cordial saludo,\nEl equipo de {siteName}',
  linkHint: 'Si el botón no funciona, copie esta dirección en su navegador:',
  contact: '¿Tiene alguna pregunta? Escríbanos a {supportEmail}.',
  footer: 'Recibe este correo electrónico por su cuenta en {siteName} ({siteUrl}).',
  providers: { epochCreditCard: 'Tarjeta de crédito (Epoch)', epochPaypal: 'PayPal (Epoch)', bitcoin: 'Bitcoin', amazonVoucher: 'Tarjeta regalo de Amazon' },
  templates: {
    welcome: {
      subject: 'Le damos la bienvenida a {siteName}',
      paragraphs: [
        'Gracias por registrarse en {siteName}. Su cuenta ya está lista.',
        'Su nombre de usuario es: {username}',
        'Inicie sesión con este nombre (o con su dirección de correo electrónico) y la contraseña que eligió al registrarse.',
      ],
      action: { label: 'Iniciar sesión', link: 'loginUrl' },
    },
    receipt: {
      subject: 'Su recibo de {siteName}: {plan}',
      paragraphs: ['Gracias por su pago. Estos son los detalles para sus registros.'],
      details: [
        ['Plan', '{plan}'],
        ['Importe', '{amount}'],
        ['Método de pago', '{provider}'],
        ['Fecha', '{paidAt}'],
        ['Se renueva el', '{renewsOn}'],
        ['Finaliza el', '{endsOn}'],
      ],
      action: { label: 'Gestionar mi suscripción', link: 'paymentUrl' },
    },
    giftCardVerified: {
      subject: 'Su tarjeta regalo ha sido verificada',
      paragraphs: ['Buenas noticias: hemos verificado su tarjeta regalo y su suscripción «{plan}» ya está activa.', 'Su acceso es válido hasta el {endsOn}.'],
      action: { label: 'Iniciar sesión', link: 'loginUrl' },
    },
    giftCardDeclined: {
      subject: 'No hemos podido aceptar su tarjeta regalo',
      paragraphs: [
        'Lamentablemente no hemos podido verificar la tarjeta regalo que nos envió, por lo que su suscripción no se ha activado.',
        'Si cree que se trata de un error, póngase en contacto con nuestro equipo de soporte. Le ayudaremos con mucho gusto.',
      ],
      action: { label: 'Contactar con soporte', link: 'supportUrl' },
    },
    rebillFailed: {
      subject: 'No se ha podido cobrar su suscripción',
      paragraphs: [
        'Intentamos renovar su suscripción «{plan}», pero el pago no se ha completado.',
        'Su acceso sigue activo hasta el {endsOn}. Para conservarlo después, revise sus datos de pago o elija otro método de pago.',
      ],
      action: { label: 'Revisar el pago', link: 'paymentUrl' },
    },
    endingSoon: {
      subject: 'Su suscripción finaliza el {endsOn}',
      paragraphs: [
        'Su suscripción «{plan}» finaliza el {endsOn} y no se renovará automáticamente.',
        'Renuévela ahora para mantener el acceso completo a todos los vídeos y galerías.',
      ],
      action: { label: 'Renovar la suscripción', link: 'renewUrl' },
    },
    cancelled: {
      subject: 'Su suscripción ha sido cancelada',
      paragraphs: [
        'Tal como solicitó, hemos cancelado su suscripción «{plan}». No se realizarán más cobros.',
        'Mantiene el acceso completo hasta el {endsOn}. Será un placer volver a tenerle con nosotros.',
      ],
    },
    passwordChanged: {
      subject: 'Se ha cambiado su contraseña de {siteName}',
      paragraphs: [
        'La contraseña de su cuenta {username} se cambió el {changedAt}. Se ha cerrado la sesión en todos los demás dispositivos.',
        'Si no fue usted, establezca de inmediato una nueva contraseña con el enlace siguiente y escríbanos.',
      ],
      action: { label: 'Establecer una nueva contraseña', link: 'resetUrl' },
    },
    emailConfirm: {
      subject: 'Confirme su nueva dirección de correo para {siteName}',
      paragraphs: [
        'Ha pedido usar {newEmail} para su cuenta {username}.',
        'Confírmela con el enlace siguiente. Es válido durante {validHours} horas y funciona una sola vez; hasta entonces se sigue usando su dirección anterior.',
        'Si no lo ha pedido, puede ignorar este correo.',
      ],
      action: { label: 'Confirmar la nueva dirección', link: 'confirmUrl' },
    },
    emailChanged: {
      subject: 'Se ha cambiado su dirección de correo de {siteName}',
      paragraphs: [
        'La dirección de correo de su cuenta {username} se cambió a {newEmail} el {changedAt}. A partir de ahora le escribiremos a la nueva dirección.',
        'Si no fue usted, póngase en contacto con nosotros de inmediato.',
      ],
      action: { label: 'Contactar', link: 'supportUrl' },
    },
    twoFactorOn: {
      subject: 'Se ha activado el inicio de sesión en dos pasos de {siteName}',
      paragraphs: [
        'El inicio de sesión en dos pasos se activó para su cuenta {username} el {changedAt}. A partir de ahora, después de su contraseña le pediremos un código de su aplicación de autenticación.',
        'Guarde sus códigos de recuperación en un lugar seguro: cada uno le permite iniciar sesión una vez si pierde su teléfono.',
        'Si no fue usted, establezca de inmediato una nueva contraseña con el enlace siguiente y escríbanos.',
      ],
      action: { label: 'Establecer una nueva contraseña', link: 'resetUrl' },
    },
    twoFactorOff: {
      subject: 'Se ha desactivado el inicio de sesión en dos pasos de {siteName}',
      paragraphs: [
        'El inicio de sesión en dos pasos se desactivó para su cuenta {username} el {changedAt}. Ahora solo le pediremos su contraseña.',
        'Si no fue usted, establezca de inmediato una nueva contraseña con el enlace siguiente y escríbanos.',
      ],
      action: { label: 'Establecer una nueva contraseña', link: 'resetUrl' },
    },
    passwordReset: {
      subject: 'Restablezca su contraseña de {siteName}',
      paragraphs: [
        'Hemos recibido una solicitud para restablecer la contraseña de su cuenta {username}.',
        'El siguiente enlace es válido durante {validMinutes} minutos y solo puede usarse una vez.',
        'Si no ha solicitado este cambio, puede ignorar este correo: su contraseña no cambiará.',
      ],
      action: { label: 'Establecer una nueva contraseña', link: 'resetUrl' },
    },
  },
};
