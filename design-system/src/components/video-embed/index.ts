export type { VideoEmbedProps } from './video-embed.tsx';
export { VideoEmbed, videoEmbedUrl } from './video-embed.tsx';
