import { LoggerModule } from 'nestjs-pino';

/** Structured JSON logs; quiet request logging (errors only), secrets redacted. */
export function loggerModule(name: string, level: string) {
  return LoggerModule.forRoot({
    pinoHttp: {
      name,
      level,
      autoLogging: false,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
  });
}
