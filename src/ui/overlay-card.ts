// The frame of a picture card whose caption lies over the image (model and place cards): the
// link with its zoom-on-hover, and the one-line name.
import { SiteLink } from '../routes/site-link';
import styled from 'styled-components';

export const OverlayCardLink = styled(SiteLink)<{ $radius: 'md' | 'lg' }>`
  position: relative;
  display: block;
  border-radius: ${({ theme, $radius }) => theme.radius[$radius]};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.headerText};
  img {
    transition: transform 0.4s ease;
  }
  &:hover {
    text-decoration: none;
  }
  @media (hover: hover) {
    &:hover img {
      transform: scale(1.05);
    }
  }
`;

export const OverlayCardName = styled.h3`
  margin: 0;
  min-width: 0;
  color: inherit;
  font-weight: 700;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
