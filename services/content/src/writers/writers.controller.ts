import { Controller } from '@nestjs/common';
import { contentRpc, type RpcRequest, type WrittenInsight } from '@lumen/contracts';
import { RpcHandler, RpcPayload } from '@lumen/platform';
import { WriterService } from './writer.service.js';

@Controller()
export class WritersController {
  constructor(private readonly writers: WriterService) {}

  @RpcHandler(contentRpc.write)
  write(@RpcPayload(contentRpc.write) req: RpcRequest<typeof contentRpc.write>): Promise<WrittenInsight[]> {
    return this.writers.write(req);
  }

  @RpcHandler(contentRpc.deepDive)
  deepDive(@RpcPayload(contentRpc.deepDive) req: RpcRequest<typeof contentRpc.deepDive>): Promise<WrittenInsight[]> {
    return this.writers.deepDive(req.insight, req.count);
  }

  @RpcHandler(contentRpc.generate)
  generate(@RpcPayload(contentRpc.generate) req: RpcRequest<typeof contentRpc.generate>): Promise<WrittenInsight> {
    return this.writers.generate(req);
  }

  @RpcHandler(contentRpc.seedSet)
  seedSet(@RpcPayload(contentRpc.seedSet) req: RpcRequest<typeof contentRpc.seedSet>): WrittenInsight[] {
    return this.writers.seedSet(req.count);
  }
}
