// Placeholder until the media library lands: the page at /admin/media (inside the staff area's shell).
export default function MediaLibraryPage() {
  return null;
}
