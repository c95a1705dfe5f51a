import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Database } from './db/connection';
import { BadRequestError } from './http/validation';
import { CONTENT_SECURITY_POLICY, refuseForeignOrigin } from './http/security';
import { authGuard, isApiPath } from './http/auth-guard';
import { createUsersService, type UsersService } from './services/users.service';
import { createSessionsService, type SessionsService } from './services/sessions.service';
import { createLoginThrottle, type LoginThrottle } from './services/login-throttle.service';
import { authRoutes } from './routes/auth.routes';
import { healthRoutes } from './routes/health.routes';
import { productRoutes } from './routes/product.routes';
import { recentRoutes } from './routes/recent.routes';
import { createUploadService, type UploadService } from './services/upload.service';
import { createIdempotency } from './services/idempotency';
import { ShopRefusedError, ShopUnavailableError, type ShopPort } from './ports/shop.port';
import { createMediaService, type MediaService } from './services/media.service';
import { createLocalShop } from './adapters/shop/local';
import { rollToBundleRoutes } from './routes/roll-to-bundle.routes';
import { createRollToBundleService } from './services/roll-to-bundle.service';
import type { BoxTablePort } from './ports/box-table.port';
import type { ImageHostPort } from './ports/image-host.port';
import type { MailerPort } from './ports/mailer.port';
import { createLocalBoxTable } from './adapters/box-table/local';
import { BOX_PHOTOS_PREFIX, createLocalImageHost } from './adapters/image-host/local';
import { createOutboxMailer, DEFAULT_MAIL_ADDRESSES } from './adapters/mailer/outbox';
import { createBoxCounter } from './services/box-counter';
import { createBoxLock } from './services/box-lock';
import { createBoxesService, type BoxesService } from './services/boxes.service';
import { boxesRoutes } from './routes/boxes.routes';

export interface AppDeps {
  config: Pick<Config, 'sessionTtlMs' | 'sessionIdleMs' | 'logLevel' | 'trustProxy' | 'clientDir' | 'bodyLimit' | 'dataDir'>;
  db: Database;
  /** For tests that move time forward. */
  now?: () => number;
  /** Log to stdout (the server) or not at all (tests). */
  logger?: boolean;
  /** The shop products are listed in; the embedded catalogue unless configured otherwise. */
  shop?: ShopPort;
  /** Inventory boxes: our own table, photos under DATA_DIR and mail to DATA_DIR/outbox unless configured otherwise. */
  boxTable?: BoxTablePort;
  imageHost?: ImageHostPort;
  mailer?: MailerPort;
}

export interface AppServices {
  users: UsersService;
  sessions: SessionsService;
  throttle: LoginThrottle;
  upload: UploadService;
  media: MediaService;
  boxes: BoxesService;
}

/** Builds the Fastify app without listening; tests drive it with app.inject. */
export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; services: AppServices }> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  });

  const mediaDir = path.join(config.dataDir, 'media');
  const shop = deps.shop ?? createLocalShop(db, mediaDir);
  const boxPhotosDir = path.join(config.dataDir, 'box-photos');
  // One claim table for every request that must act once (uploads, roll conversions).
  const idempotency = createIdempotency(db, deps.now);
  const services: AppServices = {
    users: createUsersService(db),
    sessions: createSessionsService(db, { ttlMs: config.sessionTtlMs, idleMs: config.sessionIdleMs }, deps.now),
    throttle: createLoginThrottle(db, deps.now),
    upload: createUploadService(db, shop, idempotency),
    media: createMediaService(shop),
    boxes: createBoxesService({
      table: deps.boxTable ?? createLocalBoxTable(db),
      counter: createBoxCounter(db),
      lock: createBoxLock(db),
      images: deps.imageHost ?? createLocalImageHost(boxPhotosDir),
      mailer: deps.mailer ?? createOutboxMailer(path.join(config.dataDir, 'outbox'), DEFAULT_MAIL_ADDRESSES),
    }),
  };

  await app.register(helmet, { contentSecurityPolicy: CONTENT_SECURITY_POLICY });
  await app.register(cookie);
  await app.register(compress, { global: true });

  app.decorateRequest('userId', null);
  app.addHook('onRequest', refuseForeignOrigin);
  app.addHook('onRequest', authGuard(services.sessions));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BadRequestError) return reply.code(400).send(error.body);
    if (error instanceof ShopRefusedError) return reply.code(400).send({ message: error.message });
    if (error instanceof ShopUnavailableError) {
      request.log.error({ err: error }, 'shop unavailable');
      return reply.code(502).send({ message: error.message });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(400).send({ message: `Request body is too large (limit ${Math.round(config.bodyLimit / 1024)} KB).` });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ message: 'Request body is not valid JSON.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });

  healthRoutes(app, async () => {
    await db.execute(sql`select 1`);
  });
  authRoutes(app, services);
  productRoutes(app, services.upload, services.media);
  rollToBundleRoutes(app, createRollToBundleService(shop), idempotency);
  recentRoutes(app, shop);
  // Photos of the embedded shop, for signed-in staff only (the auth guard covers /media/).
  fs.mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, { root: mediaDir, prefix: '/media/', decorateReply: false, index: false });
  boxesRoutes(app, services.boxes);
  // Box photos of the local image host, for signed-in staff only (the auth guard covers /box-photos/).
  fs.mkdirSync(boxPhotosDir, { recursive: true });
  await app.register(fastifyStatic, { root: boxPhotosDir, prefix: `${BOX_PHOTOS_PREFIX}/`, decorateReply: false, index: false });

  const indexHtml = path.join(config.clientDir, 'index.html');
  const hasClient = fs.existsSync(indexHtml);
  if (hasClient) {
    await app.register(fastifyStatic, { root: config.clientDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    // The client's router owns every page path; the server answers those with the app shell.
    // A path with a file extension is a missing file, not a page.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (request.method === 'GET' && hasClient && !isApiPath(request.url) && !isFile) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found' });
  });

  return { app, services };
}
