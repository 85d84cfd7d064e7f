// The configuration schema owns the shape of operator texts (schemas/ is the bottom layer); blocks
// import it from here together with the helper that picks one.
export { LocalizedText } from '../../schemas/config/localized-text';
export { pickLocalized } from './pick-localized';
