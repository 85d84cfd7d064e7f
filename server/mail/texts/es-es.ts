// Spanish mail texts (formal "usted").
import type { MailTexts } from './mail-texts';
import { DESK_REQUEST_MAILS } from './desk-requests';
import { DESK_JOB_MAILS } from './desk-jobs';

export const esES: MailTexts = {
  greeting: 'Hola, {username}:',
  signoff: 'Un cordial saludo,\nEl equipo de {siteName}',
  linkHint: 'Si el botón no funciona, copie esta dirección en su navegador:',
  contact: '¿Tiene alguna pregunta? Escríbanos a {supportEmail}.',
  footer: 'Recibe este correo electrónico por su cuenta en {siteName} ({siteUrl}).',
  unsubscribePage: { title: 'Boletín', done: 'Se ha dado de baja: no le enviaremos más boletines.', invalid: 'Este enlace para darse de baja no es válido. Inicie sesión y abra la página Boletín para cambiar su elección.', back: 'Ir a {siteName}' },
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
        'Su acceso sigue activo hasta el {endsOn}. Para conservarlo después, abra su página de pagos: si su proveedor de pago permite cambiar la tarjeta, le llevará allí (y el cobro se intentará de nuevo); si no, cancele allí la suscripción y vuelva a suscribirse con otra tarjeta u otro método de pago.',
      ],
      action: { label: 'Cambiar tarjeta o volver a suscribirse', link: 'paymentUrl' },
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
    paymentHeld: {
      subject: 'Su pago está seguro: nuestro equipo se encarga',
      paragraphs: [
        'Hemos recibido su pago por «{plan}», pero no hemos podido darle automáticamente lo que paga (por ejemplo, el nombre de usuario se ocupó mientras tanto, ya tiene este contenido o el pago llegó después de que venciera su factura).',
        'Su dinero está seguro. Nuestro equipo se lo reembolsará o le dará el acceso pagado, y le escribirá. No tiene que hacer nada.',
      ],
      details: [
        ['Por', '{plan}'],
        ['Importe', '{amount}'],
        ['Método de pago', '{provider}'],
      ],
      action: { label: 'Ver sus pagos', link: 'paymentUrl' },
    },
    paymentReturned: {
      subject: 'Hemos reembolsado su pago',
      paragraphs: [
        'Hemos recibido su pago por «{plan}», pero no hemos podido darle lo que paga (por ejemplo, el nombre de usuario se ocupó mientras tanto o ya tiene este contenido).',
        'Por eso lo hemos reembolsado íntegramente. Según su banco o proveedor de pago, el dinero volverá a su cuenta en pocos días.',
      ],
      details: [
        ['Por', '{plan}'],
        ['Importe', '{amount}'],
        ['Método de pago', '{provider}'],
      ],
    },
    staffPaymentWaiting: {
      subject: 'Un pago espera su decisión (pago {paymentId})',
      paragraphs: [
        'Un pago cobró dinero que el sitio no pudo atender automáticamente, y el proveedor de pago no lo reembolsó. Reembólselo (y registre el reembolso) o conceda lo que paga.',
      ],
      details: [
        ['Pago', '{paymentId}'],
        ['Pagador', '{payer}'],
        ['Por', '{plan}'],
        ['Importe', '{amount}'],
        ['Método de pago', '{provider}'],
        ['Motivo', '{reason}'],
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
    accountDeleted: {
      subject: 'Su cuenta en {siteName} ha sido eliminada',
      paragraphs: [
        'Tal como nos pidió, hemos eliminado su cuenta {username}. Ya no puede iniciar sesión, y su nombre de usuario y su dirección de correo vuelven a estar libres.',
        'Hemos borrado su dirección de correo, sus favoritos, sus valoraciones, sus dispositivos conectados y su contraseña, y sus comentarios ya no muestran su nombre. Conservamos sus pagos, recibos y suscripciones (importes, fechas, números de factura y el nombre y correo con que se pagaron) durante el tiempo que exige la normativa fiscal y de pagos.',
        'Este es el último correo que enviamos a esta dirección.',
      ],
    },
    purchaseReceipt: {
      subject: 'Su recibo de {siteName}: {item}',
      paragraphs: ['Gracias por su compra. «{item}» es suyo para siempre; aquí tiene los detalles para sus archivos.'],
      details: [
        ['Artículo', '{item}'],
        ['Importe', '{amount}'],
        ['Método de pago', '{provider}'],
        ['Fecha', '{paidAt}'],
      ],
      action: { label: 'Ver ahora', link: 'watchUrl' },
    },
    subscriptionExpired: {
      subject: 'Su suscripción ha terminado',
      paragraphs: ['Su suscripción «{plan}» terminó el {endedOn} y su acceso al área de miembros se ha cerrado.', 'Puede renovarla en cualquier momento y seguir donde lo dejó.'],
      action: { label: 'Renovar su suscripción', link: 'renewUrl' },
    },
    refund: {
      subject: 'Su pago ha sido reembolsado',
      paragraphs: ['Hemos reembolsado su pago de {amount} por «{plan}».', 'Con este reembolso, su acceso a «{plan}» ha terminado. El dinero vuelve a su método de pago original; según su banco, puede tardar unos días.'],
      details: [
        ['Reembolsado', '{amount}'],
        ['Por', '{plan}'],
        ['Método de pago', '{provider}'],
      ],
    },
    chargeback: {
      subject: 'Su pago fue revertido y su cuenta está bloqueada',
      paragraphs: [
        'Su banco o el emisor de su tarjeta ha revertido su pago de {amount} por «{plan}» (contracargo).',
        'Por ello, su cuenta ha sido bloqueada y se ha cerrado su sesión. Si se trata de un error, póngase en contacto con nuestro servicio de atención: lo resolveremos con gusto.',
      ],
      action: { label: 'Contactar con soporte', link: 'supportUrl' },
    },
    chargebackStaff: {
      subject: 'Contracargo: {member}, {amount}',
      paragraphs: ['Se ha producido un contracargo. La cuenta del miembro ha sido bloqueada y su sesión cerrada.'],
      details: [
        ['Miembro', '{member}'],
        ['Correo', '{memberEmail}'],
        ['Pago', '#{paymentId}'],
        ['Por', '{plan}'],
        ['Importe', '{amount}'],
        ['Método de pago', '{provider}'],
        ['Pagado el', '{paidAt}'],
      ],
    },
    newsletterConfirm: {
      subject: 'Confirme su suscripción al boletín',
      paragraphs: [
        'Ha solicitado recibir el boletín de {siteName}. Confírmelo con el botón de abajo; hasta entonces no le enviaremos nada.',
        'El enlace es válido durante {validDays} días. Si no lo ha solicitado, simplemente ignore este correo.',
      ],
      action: { label: 'Confirmar suscripción', link: 'confirmUrl' },
    },
    newsletter: {
      subject: '{title}',
      paragraphs: ['{body}', 'Recibe este boletín porque se suscribió. Darse de baja con un clic: {unsubscribeUrl}'],
      action: { label: 'Visitar el sitio', link: 'siteLinkUrl' },
    },
    ...DESK_REQUEST_MAILS.es_ES,
    ...DESK_JOB_MAILS.es_ES,
  },
};
