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

  @RpcHandler(contentRpc.seedSet)
  seedSet(@RpcPayload(contentRpc.seedSet) req: RpcRequest<typeof contentRpc.seedSet>): WrittenInsight[] {
    return this.writers.seedSet(req.count);
  }
}
