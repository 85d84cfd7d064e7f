export { WithUser } from '../../src/storybook/with-user';
