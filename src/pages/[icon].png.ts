// The installed app's icons as files (components/seo/app-icons.ts).
import type { APIRoute, GetStaticPaths } from 'astro';
import { APP_ICONS, appIconPng } from '../components/seo/app-icons';

export const getStaticPaths = (() =>
  APP_ICONS.map((icon) => ({ params: { icon: icon.file.replace(/\.png$/, '') }, props: { icon } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) =>
  new Response(await appIconPng(props.icon as (typeof APP_ICONS)[number]), { headers: { 'Content-Type': 'image/png' } });
