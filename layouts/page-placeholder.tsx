// What <main> holds while the first page rendered in the browser (not by the server) waits for its
// blocks' code: a screen's height, so the footer does not flash up under the header.
import styled from 'styled-components';

export const PagePlaceholder = styled.div.attrs({ 'aria-hidden': true })`
  min-height: 100vh;
`;
