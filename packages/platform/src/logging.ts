import { LoggerModule } from 'nestjs-pino';
import { pino, type Logger } from 'pino';

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

export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name, level });
}
